/// Reads what Swift files say about onboarding, in two steps: each file on its own (`read`: lexical problems,
/// suppressions, asset references, view facts and the file's index), then the whole project (`recognise`: the
/// flows, found by the recognisers in the project-wide index and tied to the views that show them).
///
/// Everything works on the tokens of `SwiftSourceScanner`, so comments and string contents never match, and
/// the cost is linear in the files' size.
public enum SwiftContentLoader {
  /// Lexer problems beyond this many are summed up in one finding: a file that is not Swift would flood the output.
  static let maximumReportedProblems = 20

  /// One file as a project of its own: read, then recognised.
  public static func load(path: String, source: String, schema: ContentSchema) -> ContentFile {
    var files = [read(path: path, source: source)]
    _ = recognise(&files, schema: schema)
    return files[0]
  }

  /// Reads one file: everything but its flows, and the index the recognisers read them from; with
  /// `collectsNameEvidence`, also every string and identifier that could name an asset (`unused-asset`).
  public static func read(path: String, source: String, collectsNameEvidence: Bool = false) -> ContentFile {
    let bytes = Array(source.utf8)
    let scan = SwiftSourceScanner.scan(bytes: bytes)
    let code = SwiftCode(tokens: scan.tokens, source: bytes, file: path)
    let values = SwiftValueReader(code: code)
    let assetCalls = SwiftAssetCallReader(code: code, values: values)
    let references = SwiftAssetReferenceReader(code: code, assetCalls: assetCalls)
    let suppressions = SwiftSuppressionReader.directives(in: scan.comments, file: path)
    let dropped = SwiftCompilationConditions.droppedTokens(scan.tokens)
    let index = flowIndex(of: code, scan: scan, dropped: dropped, bytes: bytes, values: values)

    var file = ContentFile(path: path)
    file.lastPageChecks = index.comparisons
    file.tabSelectionVariables = Array(Set(index.pagers.compactMap(\.selection) + index.branchChains.map(\.variable)))
      .sorted()
    // A preview's lookups run only in Xcode's canvas.
    let previews = SwiftPreviewBodies.ranges(in: code)
    file.assetReferences = references.references(excluding: previews, notCompiledForIOS: dropped)
    file.patternLookups = references.patternLookups(excluding: previews)
    file.suppressions = suppressions.directives
    file.declaredAssetSymbols = SwiftDeclaredAssetReader.symbols(in: index)
    file.imports = SwiftImportReader.modules(in: code)
    if collectsNameEvidence { file.nameEvidence = SwiftNameEvidenceReader.evidence(in: code) }
    file.problems = problemFindings(scan.problems, path: path) + suppressions.problems
    file.swiftIndex = index
    return file
  }

  /// The index the recognisers read flows from: the code an iOS build compiles (another platform's `#if` branch
  /// shows no iOS page). References and name evidence keep every branch: an asset named there is still named.
  private static func flowIndex(
    of code: SwiftCode, scan: SwiftScanResult, dropped: [Bool]?, bytes: [UInt8], values: SwiftValueReader
  ) -> SwiftFileIndex {
    let active = SwiftCompilationConditions.activeTokens(scan.tokens, dropped: dropped)
    guard active.count != scan.tokens.count else { return SwiftFileIndex(code: code, values: values) }
    let activeCode = SwiftCode(tokens: active, source: bytes, file: code.file)
    return SwiftFileIndex(code: activeCode, values: SwiftValueReader(code: activeCode))
  }

  /// Finds the flows of the Swift files among `files` (their indexes are dropped afterwards) and returns the pagers
  /// that gave none. A page's image fields are not also asset references of its file (a page view's own file keeps
  /// its `Image("…")`, with how it draws it, for the image rules). Test sources below `root`
  /// (`AppTests/…`, `*.test.swift`) take no part: their pages are fixtures, not what users see. A folder named
  /// after one of `appTargetNames` names the app, not an onboarding feature (the app `Slide` in `Slide/`).
  public static func recognise(
    _ files: inout [ContentFile], schema: ContentSchema, root: String? = nil, readingLast: Set<String> = [],
    appTargetNames: Set<String> = [], keepingIndexUntilExit: Bool = false
  ) -> [UnrecognizedFlow] {
    // Declarations are looked up in file order: a type a left-over file declares again is read from the app's own.
    // Positions, not copies of the files: a copy of each file's index costs a retain per field.
    let ordered =
      files.indices.filter { !readingLast.contains(files[$0].path) }
      + files.indices.filter { readingLast.contains(files[$0].path) }
    let indexes = ordered.compactMap { position in
      FlowEvidence.isTestSource(files[position].path, below: root) ? nil : files[position].swiftIndex
    }
    guard !indexes.isEmpty else {
      for position in files.indices { resolveNamedConstants(nil, in: &files[position]) }
      return []
    }
    var index = SwiftProjectIndex(files: indexes)
    index.localizationWrappers = schema.localizationWrappers
    index.appTargetNames = appTargetNames
    index.root = root
    let result = SwiftFlowRecognition(index: index, schema: schema).recognise()
    var positions: [String: Int] = [:]
    let ownModifiers = Set((index.functions(of: "Image") + index.functions(of: "View")).map(\.name))
    let evidence = FlowEvidence(index: index)
    let passedImages = ImagesPassedByName(indexes: indexes)
    for position in files.indices where files[position].swiftIndex != nil {
      resolveNamedConstants(index, in: &files[position])
      passedImages.addReferences(to: &files[position])
      forgetDrawings(using: ownModifiers, in: &files[position])
      forgetDrawings(inViewsNobodyBuilds: evidence, in: &files[position])
      let path = files[position].path
      positions[path] = position
      files[position].swiftIndex = nil
      files[position].capsuleCounts = result.indicators[path] ?? []
    }
    for (path, flow) in result.flows {
      guard let position = positions[path] else { continue }
      files[position].flows.append(applyingTables(of: index.localizingMemberTables, to: flow))
      let pageImages = Set(flow.pages.flatMap(\.assetReferences).map(\.location))
      files[position].assetReferences.removeAll { pageImages.contains($0.location) }
    }
    if keepingIndexUntilExit { KeptUntilExit.keep((index, indexes)) }
    return result.sightings
  }

  /// A text looked up by a `String` member the app declares (`"k".localized`) is the key's entry in the table that
  /// member reads (`NSLocalizedString(self, tableName: "Localization", …)`). A member that reads no string table
  /// (over the app's own JSON strings) or one the tool cannot name leaves the text unknown: not the key itself.
  private static func applyingTables(of members: [String: SwiftLocalizingMemberTable], to flow: Flow) -> Flow {
    guard !members.isEmpty else { return flow }
    func apply(_ field: inout Field<String>?) {
      guard let localization = field?.localization, let member = localization.member,
        let table = members[member]
      else { return }
      let reason: String
      switch table {
      case .named(let name):
        if localization.table == nil { field?.localization?.table = name }
        return
      case .none: reason = "which reads no string table"
      case .unknown: reason = "whose string table the linter cannot name"
      }
      field?.value = .unresolved(
        reason: "the key `\(localization.key)` looked up by the app's own `.\(member)`, \(reason)")
      field?.localization = nil
    }
    var flow = flow
    for index in flow.pages.indices {
      apply(&flow.pages[index].title)
      apply(&flow.pages[index].description)
    }
    return flow
  }

  /// `Image(Icons.attention)` where the app declares `static let attention = "attention"` in its own `Icons`
  /// looks up the catalog name the constant holds; a constant whose value is not a literal names nothing known.
  private static func resolveNamedConstants(_ index: SwiftProjectIndex?, in file: inout ContentFile) {
    guard file.assetReferences.contains(where: \.heldByConstant) else { return }
    let fileIndex = file.swiftIndex
    file.assetReferences = file.assetReferences.compactMap { reference in
      guard reference.heldByConstant else { return reference }
      guard let index, let fileIndex, case .symbol(let path) = reference.name,
        case .string(let literal)? = index.constant(path, file: fileIndex, type: nil)?.expression,
        let name = literal.value
      else { return nil }
      var resolved = reference
      resolved.name = .catalogName(name)
      resolved.heldByConstant = false
      return resolved
    }
  }

  /// How an `Image` is drawn is not known where a modifier the app declares on `Image` or `View` follows it
  /// (`.centerCropped()` may make it `.resizable()`).
  private static func forgetDrawings(using ownModifiers: Set<String>, in file: inout ContentFile) {
    guard !ownModifiers.isEmpty else { return }
    for position in file.assetReferences.indices {
      guard let drawing = file.assetReferences[position].drawing,
        drawing.modifierNames.contains(where: ownModifiers.contains)
      else { continue }
      file.assetReferences[position].drawing = nil
    }
  }

  /// A drawing inside a view that no code builds outside previews is drawn on no device: the image is still
  /// looked up there, but how it is drawn says nothing of how the app shows it.
  private static func forgetDrawings(inViewsNobodyBuilds evidence: FlowEvidence, in file: inout ContentFile) {
    guard let types = file.swiftIndex?.types else { return }
    let unbuilt = types.compactMap { type in
      evidence.isViewNobodyBuilds(type.name) ? type.end.map { type.location...$0 } : nil
    }
    guard !unbuilt.isEmpty else { return }
    file.patternLookups.removeAll { lookup in unbuilt.contains { $0.contains(lookup.location) } }
    for position in file.assetReferences.indices {
      let location = file.assetReferences[position].location
      guard unbuilt.contains(where: { $0.contains(location) }) else { continue }
      file.assetReferences[position].isInViewNobodyBuilds = true
      file.assetReferences[position].drawingInViewNobodyBuilds = file.assetReferences[position].drawing
      file.assetReferences[position].drawing = nil
    }
  }

  private static func problemFindings(_ problems: [SwiftScanProblem], path: String) -> [Finding] {
    var findings = problems.prefix(maximumReportedProblems).map { problem in
      Finding(location: problem.position.location(in: path), message: problem.message)
    }
    if problems.count > maximumReportedProblems, let first = problems.first {
      findings.append(
        Finding(
          location: first.position.location(in: path),
          message: "More problems follow in this file that were not listed; is it really Swift source? "
            + "Fix the ones above first."))
    }
    return findings
  }
}
