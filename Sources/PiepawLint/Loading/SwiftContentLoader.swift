/// Reads what one Swift file says about onboarding: its flows and pages, progress capsules, `TabView` index
/// variables, last-page checks, asset references, suppression directives and lexical problems.
///
/// Everything works on the tokens of `SwiftSourceScanner`, so comments and string contents never match, and
/// the cost is linear in the file's size.
public enum SwiftContentLoader {
  /// Lexer problems beyond this many are summed up in one finding: a file that is not Swift would flood the output.
  static let maximumReportedProblems = 20

  /// Loads the Swift source `source` of the file at `path`, looking for the model type and labels of `schema`.
  public static func load(path: String, source: String, schema: ContentSchema) -> ContentFile {
    let bytes = Array(source.utf8)
    let scan = SwiftSourceScanner.scan(bytes: bytes)
    let code = SwiftCode(tokens: scan.tokens, source: bytes, file: path)
    let values = SwiftValueReader(code: code)
    let assetCalls = SwiftAssetCallReader(code: code, values: values)
    let flows = SwiftFlowReader(code: code, schema: schema, values: values, assetCalls: assetCalls).flows()
    let viewFacts = SwiftViewFactsReader(code: code, values: values)
    let references = SwiftAssetReferenceReader(code: code, assetCalls: assetCalls)
    let suppressions = SwiftSuppressionReader.directives(in: scan.comments, file: path)

    var file = ContentFile(path: path)
    file.flows = flows.map(\.flow)
    file.capsuleCounts = viewFacts.capsuleCounts()
    file.lastPageChecks = viewFacts.lastPageChecks()
    file.tabSelectionVariables = viewFacts.tabSelectionVariables()
    file.assetReferences = references.references(excluding: flows.flatMap(\.pageTokens))
    file.suppressions = suppressions.directives
    file.problems = problemFindings(scan.problems, path: path) + suppressions.problems
    return file
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
