/// What one Swift file contributes to the project-wide index (`SwiftFileFacts`), in a box every copy shares. The
/// recognisers hand file indexes around by value and walk every file many times: a copy of the facts costs a
/// retain and a release for each of their forty collections, a copy of the box one.
struct SwiftFileIndex: Hashable, Sendable {
  private final class Box: Sendable {
    let facts: SwiftFileFacts

    init(_ facts: SwiftFileFacts) { self.facts = facts }
  }

  private var box: Box

  /// Builds the index of a file from its tokens.
  init(code: SwiftCode, values: SwiftValueReader) {
    box = Box(SwiftFileFacts(code: code, values: values))
  }

  var facts: SwiftFileFacts { box.facts }

  // The facts, read through the box (a key path member lookup would cost a runtime call per read).
  var path: String { box.facts.path }
  var types: [SwiftTypeDeclaration] { box.facts.types }
  var globals: SwiftTypeDeclaration { box.facts.globals }
  var assignments: [SwiftAssignment] { box.facts.assignments }
  var elementFieldAssignments: [SwiftElementFieldAssignment] { box.facts.elementFieldAssignments }
  var pagers: [SwiftPager] { box.facts.pagers }
  var branchChains: [SwiftBranchChain] { box.facts.branchChains }
  var switchedValueCounts: [String: Int] { box.facts.switchedValueCounts }
  var caseSwitches: [SwiftBranchChain] { box.facts.caseSwitches }
  var indicators: [SwiftIndicator] { box.facts.indicators }
  var countArguments: [SwiftCountArgument] { box.facts.countArguments }
  var comparisons: [LastPageCheck] { box.facts.comparisons }
  var steppedVariables: Set<String> { box.facts.steppedVariables }
  var comparedLiterals: [String: Set<String>] { box.facts.comparedLiterals }
  var cycledVariables: Set<String> { box.facts.cycledVariables }
  var literalJumps: [String: Set<Int>] { box.facts.literalJumps }
  var symbolFields: Set<String> { box.facts.symbolFields }
  var textFields: Set<String> { box.facts.textFields }
  var imageNameFields: Set<String> { box.facts.imageNameFields }
  var namesIndexedByVariable: Set<String> { box.facts.namesIndexedByVariable }
  var backgroundFields: Set<String> { box.facts.backgroundFields }
  var fittedFields: Set<String> { box.facts.fittedFields }
  var dataFields: Set<String> { box.facts.dataFields }
  var controlLabelFields: Set<String> { box.facts.controlLabelFields }
  var evidence: SwiftPagingEvidence { box.facts.evidence }
  var listedRows: Set<String> { box.facts.listedRows }
  var browsedRows: Set<String> { box.facts.browsedRows }
  var localizingMemberTables: [String: SwiftLocalizingMemberTable] { box.facts.localizingMemberTables }
  var previews: [ClosedRange<SourceLocation>] { box.facts.previews }
  var pageViewController: SourceLocation? { box.facts.pageViewController }
  var servesPagesOnly: Bool { box.facts.servesPagesOnly }
  var usedTypes: Set<String> { box.facts.usedTypes }
  var typeUsers: [SwiftTypeUse] { box.facts.typeUsers }
  var lowercaseCalls: Set<String> { box.facts.lowercaseCalls }
  var iteratedEnums: Set<String> { box.facts.iteratedEnums }
  var pagerMentions: Set<String> { box.facts.pagerMentions }
  var handOffs: [SwiftHandOff] { box.facts.handOffs }
  var imageParameters: [SwiftImageParameter] { box.facts.imageParameters }
  var undrawnParameters: Set<SwiftCallKey> { box.facts.undrawnParameters }
  var literalArguments: [SwiftLiteralArgument] { box.facts.literalArguments }
  var memberCalls: [SwiftMemberCall] { box.facts.memberCalls }
  var readNames: [String] { box.facts.readNames }
  var namesStartingLongerNames: Set<String> { box.facts.namesStartingLongerNames }

  /// Changes this index's facts; other copies keep theirs.
  mutating func update(_ change: (inout SwiftFileFacts) -> Void) {
    var facts = box.facts
    change(&facts)
    box = Box(facts)
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box === rhs.box || lhs.box.facts == rhs.box.facts
  }

  func hash(into hasher: inout Hasher) {
    box.facts.hash(into: &hasher)
  }
}
