/// Reads `piepaw-lint:` directives from comments:
///
///     // piepaw-lint:disable-next-line duplicate-tag tag-sequence
///     /* piepaw-lint:disable title-length -- marketing wants the long title */
///     // piepaw-lint:enable title-length
///
/// The directive must open the comment. Rule ids are separated by spaces or commas; `--` starts an explanation.
/// A directive with no rule id applies to every rule.
enum SwiftSuppressionReader {
  static let prefix = "piepaw-lint:"

  /// The directives in `comments`, and a problem for each directive with an unknown action.
  static func directives(in comments: [SwiftToken], file: String) -> (
    directives: [SuppressionDirective], problems: [Finding]
  ) {
    var directives: [SuppressionDirective] = []
    var problems: [Finding] = []
    // Every comment of every file is asked: the bytes first, the comment's characters only where they may say it.
    for comment in comments where comment.text.includesBytes(of: prefix) {
      let body = commentBody(comment)
      guard body.hasPrefix(prefix) else { continue }
      var words = body.dropFirst(prefix.count).split(whereSeparator: { $0.isWhitespace || $0 == "," }).map(String.init)
      let location = comment.position.location(in: file)
      let actionName = words.isEmpty ? "" : words.removeFirst()
      guard let action = SuppressionDirective.Action(rawValue: actionName) else {
        problems.append(Finding(location: location, message: unknownActionMessage(actionName)))
        continue
      }
      let ruleIDs = Array(words.prefix { $0 != "--" })
      directives.append(SuppressionDirective(action: action, ruleIDs: ruleIDs, location: location))
    }
    return (directives, problems)
  }

  private static func unknownActionMessage(_ name: String) -> String {
    "Unknown directive `\(prefix)\(name)`; use `\(prefix)disable`, `\(prefix)enable` or "
      + "`\(prefix)disable-next-line` followed by rule ids."
  }

  /// The text of a comment without its markers (`//`, `///`, `/*`, `/**`, `*/`) and surrounding whitespace.
  private static func commentBody(_ comment: SwiftToken) -> Substring {
    var body = Substring(comment.text)
    switch comment.kind {
    case .comment(.line), .comment(.docLine):
      body = body.drop { $0 == "/" }
    case .comment(.block), .comment(.docBlock):
      body = body.dropFirst(2).drop { $0 == "*" }
      if body.hasSuffix("*/") { body = body.dropLast(2) }
    default:
      return ""
    }
    return body.drop { $0.isWhitespace }
  }
}
