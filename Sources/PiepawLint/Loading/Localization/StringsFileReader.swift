import Foundation

/// Reads `<lang>.lproj/<Table>.strings`: UTF-8 or UTF-16 with a byte order mark, `"key" = "value";` pairs with
/// comments and escapes, through the old-style plist reader. Each value keeps its location.
enum StringsFileReader {
  static func read(data: Data, path: String, language: String, wanted: WantedKeys = .all) -> StringTableFile {
    let table = StringTablePath.table(of: path)
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

  /// The plist reader's message, said of a strings file.
  private static func stringsProblem(_ problem: Finding) -> Finding {
    var problem = problem
    problem.message = problem.message.replacingOccurrences(
      of: "Invalid property list: ", with: "Invalid strings file: ")
    return problem
  }
}
