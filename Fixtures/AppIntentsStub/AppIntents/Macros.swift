// Apple's schema macros and entity property macros. The stub's plugin executable
// (AppIntentsMacros) adds the protocol conformance an extension role names and nothing else.

public enum AppSchema {
    public struct IntentSchema: Sendable {
        public static var photos: PhotosIntent { PhotosIntent() }
    }

    public struct EntitySchema: Sendable {
        public static var photos: PhotosEntity { PhotosEntity() }
    }

    public struct EnumSchema: Sendable {
        public static var photos: PhotosEnum { PhotosEnum() }
    }

    public struct PhotosIntent: Sendable {
        public var openAsset: IntentSchema { IntentSchema() }
        public var createAssets: IntentSchema { IntentSchema() }
        public var updateAsset: IntentSchema { IntentSchema() }
        public var search: IntentSchema { IntentSchema() }
    }

    public struct PhotosEntity: Sendable {
        public var asset: EntitySchema { EntitySchema() }
        public var album: EntitySchema { EntitySchema() }
    }

    public struct PhotosEnum: Sendable {
        public var assetType: EnumSchema { EnumSchema() }
        public var albumType: EnumSchema { EnumSchema() }
    }
}

@attached(extension, conformances: AppIntent)
public macro AppIntent(schema: AppSchema.IntentSchema) = #externalMacro(module: "AppIntentsMacros", type: "ConformanceMacro")

@attached(extension, conformances: AppEntity)
public macro AppEntity(schema: AppSchema.EntitySchema) = #externalMacro(module: "AppIntentsMacros", type: "ConformanceMacro")

@attached(extension, conformances: AppEnum)
public macro AppEnum(schema: AppSchema.EnumSchema) = #externalMacro(module: "AppIntentsMacros", type: "ConformanceMacro")

@attached(extension, conformances: AppUnionValue)
public macro UnionValue() = #externalMacro(module: "AppIntentsMacros", type: "ConformanceMacro")

/// An entity property read from the app's model each time it is asked for.
@attached(peer)
public macro ComputedProperty(title: LocalizedStringResource? = nil) = #externalMacro(module: "AppIntentsMacros", type: "PeerMacro")

@attached(peer)
public macro ComputedProperty<Attribute>(title: LocalizedStringResource? = nil, indexingKey: KeyPath<CSSearchableItemAttributeSet, Attribute>) = #externalMacro(module: "AppIntentsMacros", type: "PeerMacro")

/// An entity property fetched only when the system asks for it.
@attached(peer)
public macro DeferredProperty(title: LocalizedStringResource? = nil) = #externalMacro(module: "AppIntentsMacros", type: "PeerMacro")
