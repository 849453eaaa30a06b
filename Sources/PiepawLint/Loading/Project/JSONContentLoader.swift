import Foundation

/// Reads `*.onboarding.json` content (e.g. exported from a CMS) into one flow:
/// `{"progressCapsules": 3, "pages": [{"tag": 0, "title": "…", "description": "…", "background": "…",
/// "icon": "…"}]}`.
///
/// Keys starting with `_` or `$` are CMS metadata and ignored; `piepaw-lint-disable` (an array of rule ids) is
/// accepted at the top level and on a page. Anything else that does not fit becomes a problem at the exact
/// value or key, and the value is left out.
public enum JSONContentLoader {
  /// The key that lists rule ids to disable, at the top level (whole file) or on a page.
  public static let suppressionKey = "piepaw-lint-disable"
  static let pageKeys = ["tag", "title", "description", "background", "icon"]
  static let topLevelKeys = ["progressCapsules", "pages"]

  /// Reads and parses the file at `path`; unreadable files become a problem.
  public static func load(path: String) -> ContentFile {
    switch TextFile.read(path) {
    case .success(let source): return load(path: path, source: source)
    case .failure(let finding):
      var file = ContentFile(path: path)
      file.problems = [finding]
      return file
    }
  }

  /// Parses `source`, the text of the file at `path`.
  public static func load(path: String, source: String) -> ContentFile {
    var reader = ContentReader(file: ContentFile(path: path), bytes: Array(source.utf8))
    switch JSONReader.parse(source, file: path) {
    case .success(let root): reader.readTopLevel(root)
    case .failure(let error): reader.file.problems.append(error.finding)
    }
    return reader.file
  }
}

/// Accumulates what one content file yields while walking its JSON.
private struct ContentReader {
  var file: ContentFile
  /// The text being read, for the spans of the values a fix may rewrite.
  let bytes: [UInt8]

  private var flowName: String { (file.path as NSString).lastPathComponent }

  mutating func readTopLevel(_ root: JSONNode) {
    guard root.objectMembers != nil else {
      problem(
        at: root.location,
        "The content file must hold an object like {\"pages\": [{\"tag\": 0, \"title\": \"…\"}]}; found "
          + "\(root.kindDescription). Wrap the pages in an object with a `pages` array.")
      return
    }
    var pages: JSONNode?
    var capsules: Field<Int>?
    for member in firstOccurrences(of: root, in: "the file") {
      switch member.key {
      case "pages": pages = member.value
      case "progressCapsules": capsules = integer(member)
      case JSONContentLoader.suppressionKey: readSuppression(member, at: root.location)
      default: checkUnknownKey(member, known: JSONContentLoader.topLevelKeys, in: "at the top level")
      }
    }
    guard let pages else {
      problem(
        at: root.location,
        "The content file has no `pages`; add \"pages\": [ … ] with one object per onboarding page.")
      return
    }
    guard let elements = pages.arrayElements else {
      problem(
        at: pages.location,
        "`pages` must be an array of page objects; found \(pages.kindDescription). Write \"pages\": [{…}, {…}].")
      return
    }
    let flowPages = elements.compactMap { readPage($0) }
    file.flows.append(
      Flow(kind: .json, location: pages.location, name: flowName, pages: flowPages, declaredCapsuleCount: capsules))
  }

  mutating func readPage(_ node: JSONNode) -> Page? {
    guard node.objectMembers != nil else {
      problem(
        at: node.location,
        "Each page must be an object like {\"tag\": 0, \"title\": \"…\"}; found \(node.kindDescription). "
          + "Replace it with a page object or remove it.")
      return nil
    }
    var page = Page(location: node.location)
    for member in firstOccurrences(of: node, in: "the page") {
      switch member.key {
      case "tag": page.tag = integer(member)
      case "title": page.title = string(member)
      case "description": page.description = string(member)
      case "background": page.background = assetName(member)
      case "icon": page.icon = assetName(member)
      case JSONContentLoader.suppressionKey: readSuppression(member, at: node.location)
      default: checkUnknownKey(member, known: JSONContentLoader.pageKeys, in: "in a page")
      }
    }
    return page
  }

  // MARK: Members

  /// The members of an object, reporting every repeated key (only its first occurrence is read).
  mutating func firstOccurrences(of object: JSONNode, in place: String) -> [JSONMember] {
    var firstLines: [String: Int] = [:]
    var result: [JSONMember] = []
    for member in object.objectMembers ?? [] {
      if let line = firstLines[member.key] {
        problem(
          at: member.keyLocation,
          "Duplicate key `\(member.key)` in \(place); only the first one (line \(line)) is read. Remove one of them.")
      } else {
        firstLines[member.key] = member.keyLocation.line ?? 0
        result.append(member)
      }
    }
    return result
  }

  mutating func checkUnknownKey(_ member: JSONMember, known: [String], in place: String) {
    if member.key.hasPrefix("_") || member.key.hasPrefix("$") { return }
    let keys = known + [JSONContentLoader.suppressionKey]
    let fix: String
    if let suggestion = NearestName.find(member.key, among: keys) {
      fix = "did you mean `\(suggestion)`?"
    } else {
      fix =
        "it is not read. Known keys are " + keys.map { "`\($0)`" }.joined(separator: ", ")
        + "; start a key with `_` to mark it as metadata."
    }
    problem(at: member.keyLocation, "Unknown key `\(member.key)` \(place); \(fix)")
  }

  mutating func readSuppression(_ member: JSONMember, at location: SourceLocation) {
    let example = "[\"title-length\"]"
    guard let elements = member.value.arrayElements else {
      problem(
        at: member.value.location,
        "`\(member.key)` must be an array of rule ids such as \(example); found \(member.value.kindDescription).")
      return
    }
    var ruleIDs: [String] = []
    for element in elements {
      guard let id = element.stringValue, !id.isEmpty else {
        problem(
          at: element.location,
          "`\(member.key)` must list rule ids as strings such as \(example); found \(element.kindDescription).")
        continue
      }
      ruleIDs.append(id)
    }
    file.suppressions.append(SuppressionDirective(action: .disable, ruleIDs: ruleIDs, location: location))
  }

  // MARK: Typed fields

  mutating func string(_ member: JSONMember) -> Field<String>? {
    guard let text = member.value.stringValue else {
      wrongType(member, expected: "a string", fix: "Put the text in double quotes.")
      return nil
    }
    return Field(.literal(text), at: member.value.location, span: span(of: member.value))
  }

  mutating func assetName(_ member: JSONMember) -> Field<AssetNameForm>? {
    guard let name = member.value.stringValue else {
      wrongType(
        member, expected: "a string", fix: "Name the asset by its catalog name or symbol, e.g. \"onboarding-1\".")
      return nil
    }
    return Field(.literal(.nameOrSymbol(name)), at: member.value.location)
  }

  mutating func integer(_ member: JSONMember) -> Field<Int>? {
    if let value = member.value.intValue {
      return Field(.literal(value), at: member.value.location, span: span(of: member.value))
    }
    let fix: String
    if let text = member.value.stringValue, let number = Int(text.trimmingCharacters(in: .whitespaces)) {
      fix = "Write \(number) without quotes."
    } else {
      fix = "Use a whole number such as 0, 1 or 2."
    }
    wrongType(member, expected: "an integer", fix: fix)
    return nil
  }

  /// The value's text as written, with where it starts.
  func span(of node: JSONNode) -> TextSpan? {
    guard let range = node.byteRange, range.upperBound <= bytes.count else { return nil }
    return TextSpan(offset: range.lowerBound, text: String(decoding: bytes[range], as: UTF8.self))
  }

  mutating func wrongType(_ member: JSONMember, expected: String, fix: String) {
    problem(
      at: member.value.location, "`\(member.key)` must be \(expected); found \(member.value.kindDescription). \(fix)")
  }

  mutating func problem(at location: SourceLocation, _ message: String) {
    file.problems.append(Finding(location: location, message: message))
  }
}
