import Foundation

/// Reads `<lang>.lproj/<Table>.strings`: UTF-8 or UTF-16 with a byte order mark, `"key" = "value";` pairs with
/// comments and escapes, through the old-style plist reader. Each value keeps its location.
enum StringsFileReader {
  static func read(data: Data, path: String, language: String, wanted: WantedKeys = .all) -> StringTableFile {
    let table = StringTablePath.table(of: path)
    // iOS also reads a strings file written as an XML or binary property list (GlotPress exports are XML).
    if isPropertyList(data) { return readPropertyList(data: data, path: path, language: language, wanted: wanted) }
    let text: String
    switch TextFile.decodeUnicode(data, path: path) {
    case .success(let decoded): text = decoded
    case .failure(let problem): return .unreadable(table: table, path: path, problem: problem)
    }
    var file = StringTableFile(table: table, path: path)
    file.languages = [language]
    switch ASCIIPlistReader.parseStringsTable(text, file: path) {
    case .failure(let problem):
      file.problems = [stringsProblem(problem)]
    case .success(let entries):
      for entry in entries where wanted.contains(entry.key) {
        // A value that is not a string (`"k" = ( … );`) is no text; skip it.
        guard let value = entry.value.stringValue else { continue }
        file.entries.append(
          .init(key: entry.key, language: language, entry: LocalizedEntry(value: value, location: entry.value.location))
        )
      }
    }
    return file
  }

  /// `bplist…`, or XML (`<?xml`, `<plist`, `<!DOCTYPE`) after any byte order mark and whitespace.
  static func isPropertyList(_ data: Data) -> Bool {
    if data.starts(with: Array("bplist".utf8)) { return true }
    let bytes = data.prefix(64)
    guard let text = String(bytes: bytes, encoding: .utf8) ?? String(bytes: bytes, encoding: .utf16) else {
      return false
    }
    return text.unicodeScalars.first { !$0.properties.isWhitespace && $0 != "\u{FEFF}" } == "<"
  }

  /// A strings file that is a property list: a dictionary of string keys and values.
  private static func readPropertyList(data: Data, path: String, language: String, wanted: WantedKeys)
    -> StringTableFile
  {
    var file = StringTableFile(table: StringTablePath.table(of: path), path: path)
    file.languages = [language]
    switch PropertyListReader.parse(data: data, file: path) {
    case .failure(let problem): file.problems = [stringsProblem(problem)]
    case .success(let root):
      guard let entries = root.entries else {
        file.problems = [
          Finding(
            location: root.location,
            message: "Invalid strings file: the property list holds \(root.kindDescription), not a dictionary of "
              + "keys and texts; write `\"key\" = \"text\";` lines or a <dict>.")
        ]
        return file
      }
      for entry in entries where wanted.contains(entry.key) {
        guard let value = entry.value.stringValue else { continue }
        file.entries.append(
          .init(key: entry.key, language: language, entry: LocalizedEntry(value: value, location: entry.value.location))
        )
      }
    }
    return file
  }

  /// The plist reader's message, said of a strings file.
  private static func stringsProblem(_ problem: Finding) -> Finding {
    var problem = problem
    problem.message = problem.message.replacingOccurrences(
      of: "Invalid property list: ", with: "Invalid strings file: ")
    return problem
  }
}
