/// The value types App Intents takes as parameters that are neither an entity nor an enum: a
/// phrase cannot interpolate one (`phrase-parameter-type`), and `diff` knows the build does not
/// export a phrase that does. Shared by the rule and `diff`, which reads manifests only.
package enum FrameworkValueTypes {
    package static let names: Set<String> = [
        "String", "Substring", "Character", "AttributedString", "NSAttributedString",
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Decimal", "NSNumber", "Bool",
        "Date", "DateComponents", "Duration", "URL", "Data", "UUID", "Measurement",
        "IntentFile", "IntentPerson", "IntentCurrencyAmount", "IntentPaymentMethod", "PaymentMethod",
        "CurrencyAmount", "PlaceDescriptor", "CLPlacemark", "Color", "CGColor",
    ]
}
