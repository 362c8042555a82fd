// Prints each enum's cases with their raw values, one enum a line: `Implied small=0 medium=1 large=2`.
func show<Cases: CaseIterable & RawRepresentable>(_ type: Cases.Type) {
    print(String(describing: type), Cases.allCases.map { "\($0)=\($0.rawValue)" }.joined(separator: " "))
}

show(Implied.self)
show(AfterWritten.self)
show(FromNegative.self)
show(InOtherBases.self)
show(Narrow.self)
show(Unsigned.self)
show(ThroughAlias.self)
show(Named.self)
show(NamedThroughAlias.self)
show(Sliced.self)
show(Measured.self)
show(Debugged.self)
show(NestedBranches.self)
show(EveryBranchOneCase.self)
show(ReleaseOnly.self)
show(TextUnderBranches.self)
