import Foundation

/// Reads `<lang>.lproj/<Table>.stringsdict`: each key's `NSStringLocalizedFormatKey` with every `%#@name@` variable
/// replaced by that variable's `other` form, the text most users see and the longest one to measure. The location
/// is the first variable's `other` string (the format key's when there is no variable).
enum StringsDictReader {
  static let formatKey = "NSStringLocalizedFormatKey"

  static func read(data: Data, path: String, language: String, wanted: WantedKeys = .all) -> StringTableFile {
    var file = StringTableFile(table: StringTablePath.table(of: path), path: path)
    file.languages = [language]
    let root: PlistNode
    switch PropertyListReader.parse(data: data, file: path) {
    case .success(let node): root = node
    case .failure(let problem):
      file.problems = [problem]
      return file
    }
    guard let entries = root.entries else {
      file.problems = [
        Finding(
          location: root.location,
          message:
            "A stringsdict file holds a dictionary of keys at the top; found \(root.kindDescription). Fix the file.")
      ]
      return file
    }
    for entry in entries where wanted.contains(entry.key) {
      guard let resolved = text(of: entry.value) else { continue }
      file.entries.append(.init(key: entry.key, language: language, entry: resolved))
    }
    return file
  }

  /// The `other` text of one key's rule dictionary; nil when it has no format key.
  static func text(of rules: PlistNode) -> LocalizedEntry? {
    guard let format = rules[formatKey], let formatText = format.stringValue else { return nil }
    var location: SourceLocation?
    let value = substitutingVariables(in: formatText) { name in
      guard let form = otherForm(of: rules[name]) else { return nil }
      location = location ?? form.location
      return form.stringValue
    }
    return LocalizedEntry(value: value, location: location ?? format.location)
  }

  /// A variable's `other` form, else its last plural form.
  private static func otherForm(of variable: PlistNode?) -> PlistNode? {
    guard let entries = variable?.entries else { return nil }
    let forms = entries.filter { ["zero", "one", "two", "few", "many", "other"].contains($0.key) }
    return (forms.first { $0.key == "other" } ?? forms.last)?.value
  }

  /// `format` with each `%#@name@` (also `%1$#@name@`) replaced by `replacement(name)`, or left as written when
  /// that is nil. One pass, so the cost is linear whatever the forms hold.
  static func substitutingVariables(in format: String, replacement: (String) -> String?) -> String {
    var result = ""
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      var cursor = rest.index(after: percent)
      while cursor < rest.endIndex, rest[cursor].isASCII, rest[cursor].isNumber { cursor = rest.index(after: cursor) }
      if cursor < rest.endIndex, rest[cursor] == "$" { cursor = rest.index(after: cursor) }
      let afterSpec = rest[cursor...]
      if afterSpec.hasPrefix("#@"), let close = afterSpec.dropFirst(2).firstIndex(of: "@") {
        let name = String(afterSpec[afterSpec.index(cursor, offsetBy: 2)..<close])
        if let text = replacement(name) {
          result += text
          rest = rest[rest.index(after: close)...]
          continue
        }
      }
      result.append("%")
      rest = rest[rest.index(after: percent)...]
    }
    return result + rest
  }
}
