extension SwiftPagerReader {
  /// `switch step { case .welcome: WelcomePage() case .sync: SyncPage(step: .sync) … }` (or `case Step.welcome:`),
  /// with at least two arms that each match one case and build a view: the views a switch over an enum's cases
  /// shows. Arms of several cases (`case .a, .b:`), patterns and `default:` are left out.
  func caseSwitches() -> [SwiftBranchChain] {
    code.occurrences(of: ["switch"]).filter { !isInsideAControl($0) }.compactMap(caseSwitch(at:))
  }

  private func caseSwitch(at start: Int) -> SwiftBranchChain? {
    var open = start + 1
    guard code.identifierName(at: open) != nil else { return nil }
    while code.isPunctuation(".", at: open + 1), code.identifierName(at: open + 2) != nil { open += 2 }
    guard let variable = code.identifierName(at: open), variable != "self" else { return nil }
    let root = subjectRoot(of: start, subject: open)
    open += 1
    guard code.isPunctuation("{", at: open), let close = code.partner(of: open) else { return nil }
    var arms: [(name: String?, colon: Int, keyword: Int)] = []
    var index = open + 1
    while index < close {
      if code.isIdentifier("case", at: index) || code.isIdentifier("default", at: index) {
        guard let colon = code.firstTopLevel(in: index..<close, where: { $0.isPunctuation(":") }) else { return nil }
        arms.append((caseName(in: (index + 1)..<colon), colon, index))
        // Past the pattern: `case .default:` names a case, it is no `default:` arm.
        index = colon + 1
        continue
      }
      index = code.skippingGroup(at: index)
    }
    var branches: [SwiftBranch] = []
    for (position, arm) in arms.enumerated() {
      guard let name = arm.name else { continue }
      let end = position + 1 < arms.count ? arms[position + 1].keyword : close
      guard arm.colon + 1 < end else { continue }
      var branch = branch(body: (arm.colon + 1)..<end, value: nil, at: arm.colon)
      guard branch.viewType != nil || branch.layout != nil else { continue }
      branch.caseName = name
      branches.append(branch)
    }
    guard Set(branches.compactMap(\.caseName)).count >= 2 else { return nil }
    return SwiftBranchChain(
      location: code.location(of: start), variable: variable, branches: branches,
      enclosingType: enclosingType(of: start), subjectRoot: root)
  }

  /// `.welcome` or `Step.welcome` alone between `case` and the colon.
  private func caseName(in range: Range<Int>) -> String? {
    if range.count == 2, code.isPunctuation(".", at: range.lowerBound) {
      return code.identifierName(at: range.lowerBound + 1)
    }
    if range.count == 3, code.identifierName(at: range.lowerBound) != nil,
      code.isPunctuation(".", at: range.lowerBound + 1)
    {
      return code.identifierName(at: range.lowerBound + 2)
    }
    return nil
  }
}
