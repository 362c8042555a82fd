import IntentLintSyntax

/// How a metadata property's value is written, as the compiler's const-value extraction sees
/// it: an expression it can evaluate, a result builder's statements, or a getter it cannot read.
enum WrittenValue {
    /// `= value`, a single-expression getter, or a getter that starts with `return value`.
    case expression(Expression, ConstantEvaluator)
    /// A result-builder getter's statements.
    case builder([Statement], ConstantEvaluator)
    /// A getter the build cannot read.
    case unreadable(NonConstantValue)
}
