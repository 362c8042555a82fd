/// Hand-written `project.pbxproj` texts for the reader's tests. Object identifiers are
/// readable names instead of Xcode's 24 hexadecimal digits: Xcode reads any string there.
package enum XcodeProjectTexts {
    /// The text Xcode writes around `objects`, with `PROJECT` as the root object.
    package static func project(_ objects: String) -> String {
        """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {
        \(objects)
        	};
        	rootObject = PROJECT /* Project object */;
        }
        """
    }

    /// One application target `name` compiling `files` (relative to the project's folder).
    package static func singleTarget(name: String, files: [String]) -> String {
        let references = files.enumerated().map { "\t\tFILE\($0.offset) = {isa = PBXFileReference; path = \"\($0.element)\"; sourceTree = SOURCE_ROOT; };" }
        let buildFiles = files.indices.map { "\t\tBUILD\($0) = {isa = PBXBuildFile; fileRef = FILE\($0); };" }
        return project("""
        \(references.joined(separator: "\n"))
        \(buildFiles.joined(separator: "\n"))
        \t\tMAIN_GROUP = {isa = PBXGroup; children = (\(files.indices.map { "FILE\($0), " }.joined())); sourceTree = "<group>"; };
        \t\tSOURCES = {isa = PBXSourcesBuildPhase; files = (\(files.indices.map { "BUILD\($0), " }.joined())); };
        \t\tTARGET = {isa = PBXNativeTarget; buildPhases = (SOURCES, ); name = "\(name)"; productType = "com.apple.product-type.application"; };
        \t\tPROJECT = {isa = PBXProject; mainGroup = MAIN_GROUP; targets = (TARGET, ); };
        """)
    }

    /// An app and a widget extension sharing `Shared/Model.swift`; groups with a `path` and
    /// groups with only a `name`; a localized (variant group) Swift file; a Core Data model
    /// and an Objective-C file in the Sources phase; files under every kind of `sourceTree`
    /// (the `<absolute>` one in `absoluteFolder`); a `.swift` file in the Resources phase;
    /// and aggregate and legacy targets.
    package static func appAndWidget(absoluteFolder: String) -> String {
        project("""
        /* Begin PBXBuildFile section */
        		APP_ORDER /* OrderIntent.swift in Sources */ = {isa = PBXBuildFile; fileRef = ORDER_FILE /* OrderIntent.swift */; };
        		APP_ORDER_AGAIN /* a merge left it twice */ = {isa = PBXBuildFile; fileRef = ORDER_FILE /* OrderIntent.swift */; };
        		APP_REORDER = {isa = PBXBuildFile; fileRef = REORDER_FILE; };
        		APP_GREETING = {isa = PBXBuildFile; fileRef = GREETING_VARIANTS; };
        		APP_MODEL_VERSIONS = {isa = PBXBuildFile; fileRef = MODEL_VERSIONS; };
        		APP_LEGACY = {isa = PBXBuildFile; fileRef = LEGACY_FILE; settings = {COMPILER_FLAGS = "-fno-objc-arc"; }; };
        		APP_SHARED = {isa = PBXBuildFile; fileRef = SHARED_FILE; };
        		APP_ABSOLUTE = {isa = PBXBuildFile; fileRef = ABSOLUTE_FILE; };
        		APP_GENERATED = {isa = PBXBuildFile; fileRef = GENERATED_FILE; };
        		APP_SDK = {isa = PBXBuildFile; fileRef = SDK_FILE; };
        		APP_DEVELOPER = {isa = PBXBuildFile; fileRef = DEVELOPER_FILE; };
        		APP_PACKAGE = {isa = PBXBuildFile; productRef = PACKAGE_PRODUCT /* Collections */; };
        		APP_DANGLING = {isa = PBXBuildFile; fileRef = NO_SUCH_OBJECT; };
        		APP_TEMPLATE = {isa = PBXBuildFile; fileRef = TEMPLATE_FILE; };
        		WIDGET_INTENT = {isa = PBXBuildFile; fileRef = WIDGET_FILE; };
        		WIDGET_SHARED = {isa = PBXBuildFile; fileRef = SHARED_FILE; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        		ORDER_FILE = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = OrderIntent.swift; sourceTree = "<group>"; };
        		REORDER_FILE = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ReorderIntent.swift; sourceTree = "<group>"; };
        		GREETING_EN = {isa = PBXFileReference; name = en; path = en.lproj/Greeting.swift; sourceTree = "<group>"; };
        		GREETING_DE = {isa = PBXFileReference; name = de; path = de.lproj/Greeting.swift; sourceTree = "<group>"; };
        		MODEL_V1 = {isa = PBXFileReference; lastKnownFileType = wrapper.xcdatamodel; path = Model.xcdatamodel; sourceTree = "<group>"; };
        		LEGACY_FILE = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = Legacy.m; sourceTree = "<group>"; };
        		TEMPLATE_FILE = {isa = PBXFileReference; path = Template.swift; sourceTree = "<group>"; };
        		WIDGET_FILE = {isa = PBXFileReference; path = WidgetIntent.swift; sourceTree = "<group>"; };
        		SHARED_FILE /* Model.swift */ = {isa = PBXFileReference; name = Model.swift; path = Shared/Model.swift; sourceTree = SOURCE_ROOT; };
        		ABSOLUTE_FILE = {isa = PBXFileReference; path = "\(absoluteFolder)/Absolute.swift"; sourceTree = "<absolute>"; };
        		GENERATED_FILE = {isa = PBXFileReference; path = Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
        		SDK_FILE = {isa = PBXFileReference; path = usr/include/Tool.swift; sourceTree = SDKROOT; };
        		DEVELOPER_FILE = {isa = PBXFileReference; path = Library/Tool.swift; sourceTree = DEVELOPER_DIR; };
        		APP_PRODUCT = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = "My App.app"; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        		MAIN_GROUP = {
        			isa = PBXGroup;
        			children = (
        				SOURCES_GROUP /* Sources */,
        				SHARED_GROUP /* Shared */,
        				ABSOLUTE_FILE,
        				GENERATED_FILE,
        				SDK_FILE,
        				DEVELOPER_FILE,
        				PRODUCTS_GROUP /* Products */,
        			);
        			sourceTree = "<group>";
        		};
        		SOURCES_GROUP /* Sources */ = {isa = PBXGroup; children = (APP_GROUP, WIDGET_GROUP, ); path = Sources; sourceTree = "<group>"; };
        		APP_GROUP /* App */ = {
        			isa = PBXGroup;
        			children = (
        				FEATURES_GROUP /* Features */,
        				INTENTS_GROUP /* Intents */,
        				GREETING_VARIANTS /* Greeting.swift */,
        				MODEL_VERSIONS /* Model.xcdatamodeld */,
        				LEGACY_FILE,
        				TEMPLATE_FILE,
        			);
        			path = App;
        			sourceTree = "<group>";
        		};
        		FEATURES_GROUP /* Features */ = {isa = PBXGroup; children = (ORDER_FILE, ); path = Features; sourceTree = "<group>"; };
        		INTENTS_GROUP /* a group with a name only adds no folder */ = {isa = PBXGroup; children = (REORDER_FILE, ); name = Intents; sourceTree = "<group>"; };
        		WIDGET_GROUP = {isa = PBXGroup; children = (WIDGET_FILE, ); path = Widget; sourceTree = "<group>"; };
        		SHARED_GROUP = {isa = PBXGroup; children = (SHARED_FILE, ); name = Shared; sourceTree = "<group>"; };
        		PRODUCTS_GROUP = {isa = PBXGroup; children = (APP_PRODUCT, ); name = Products; sourceTree = "<group>"; };
        /* End PBXGroup section */

        /* Begin PBXVariantGroup section */
        		GREETING_VARIANTS /* Greeting.swift */ = {isa = PBXVariantGroup; children = (GREETING_EN, GREETING_DE, ); name = Greeting.swift; sourceTree = "<group>"; };
        /* End PBXVariantGroup section */

        /* Begin XCVersionGroup section */
        		MODEL_VERSIONS /* Model.xcdatamodeld */ = {isa = XCVersionGroup; children = (MODEL_V1, ); currentVersion = MODEL_V1; path = Model.xcdatamodeld; sourceTree = "<group>"; versionGroupType = wrapper.xcdatamodel; };
        /* End XCVersionGroup section */

        /* Begin PBXNativeTarget section */
        		APP /* My App */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = APP_CONFIGURATIONS;
        			buildPhases = (APP_SOURCES /* Sources */, APP_RESOURCES /* Resources */, );
        			dependencies = ();
        			name = "My App";
        			productName = "My App";
        			productReference = APP_PRODUCT;
        			productType = "com.apple.product-type.application";
        		};
        		WIDGET /* WidgetExtension */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = WIDGET_CONFIGURATIONS;
        			buildPhases = (WIDGET_SOURCES, );
        			name = WidgetExtension;
        			productName = WidgetExtension;
        			productType = "com.apple.product-type.app-extension";
        		};
        /* End PBXNativeTarget section */

        		AGGREGATE = {isa = PBXAggregateTarget; buildConfigurationList = APP_CONFIGURATIONS; buildPhases = (); name = Lint; productName = Lint; };
        		LEGACY_TARGET = {isa = PBXLegacyTarget; buildArgumentsString = "$(ACTION)"; buildPhases = (); buildToolPath = /usr/bin/make; name = Make; };

        /* Begin PBXProject section */
        		PROJECT /* Project object */ = {
        			isa = PBXProject;
        			buildConfigurationList = PROJECT_CONFIGURATIONS;
        			mainGroup = MAIN_GROUP;
        			productRefGroup = PRODUCTS_GROUP;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (APP /* My App */, AGGREGATE, WIDGET /* WidgetExtension */, LEGACY_TARGET, NO_SUCH_TARGET, );
        		};
        /* End PBXProject section */

        		APP_SOURCES = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (APP_ORDER, APP_ORDER_AGAIN, APP_REORDER, APP_GREETING, APP_MODEL_VERSIONS, APP_LEGACY, APP_SHARED,
        				APP_ABSOLUTE, APP_GENERATED, APP_SDK, APP_DEVELOPER, APP_PACKAGE, APP_DANGLING, );
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		APP_RESOURCES = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (APP_TEMPLATE, ); runOnlyForDeploymentPostprocessing = 0; };
        		WIDGET_SOURCES = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (WIDGET_INTENT, WIDGET_SHARED, ); runOnlyForDeploymentPostprocessing = 0; };

        /* Begin XCBuildConfiguration section */
        		PROJECT_DEBUG = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 6.0; }; name = Debug; };
        		APP_DEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        		APP_RELEASE = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
        		WIDGET_RELEASE = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				LD_RUNPATH_SEARCH_PATHS = ("$(inherited)", "@executable_path/Frameworks", );
        				PRODUCT_MODULE_NAME = WidgetCore;
        				PRODUCT_NAME = "$(TARGET_NAME)";
        			};
        			name = Release;
        		};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        		PROJECT_CONFIGURATIONS = {isa = XCConfigurationList; buildConfigurations = (PROJECT_DEBUG, ); defaultConfigurationName = Debug; };
        		APP_CONFIGURATIONS = {isa = XCConfigurationList; buildConfigurations = (APP_DEBUG, APP_RELEASE, ); defaultConfigurationIsVisible = 0; defaultConfigurationName = Release; };
        		WIDGET_CONFIGURATIONS = {isa = XCConfigurationList; buildConfigurations = (WIDGET_RELEASE, ); defaultConfigurationName = Release; };
        /* End XCConfigurationList section */
        """)
    }
}
