import Foundation

/// What one string-table file holds (`de.lproj/Onboarding.strings`, `Onboarding.xcstrings`), before the files of a
/// table are merged into a `LocalizationTable`.
struct StringTableFile: Hashable, Sendable {
  /// One key's text in one language.
  struct Entry: Hashable, Sendable {
    var key: String
    var language: String
    var entry: LocalizedEntry
  }

  /// The table name: the file name without its extension.
  var table: String
  var path: String
  var entries: [Entry] = []
  /// Every language the file has text for (a catalog's, whether or not its keys are wanted).
  var languages: Set<String> = []
  /// A catalog's `sourceLanguage`.
  var sourceLanguage: String?
  /// A catalog's keys marked `"shouldTranslate": false`.
  var untranslatable: Set<String> = []
  /// Where a catalog declares each wanted key.
  var keyLocations: [String: SourceLocation] = [:]
  /// Why the file, or part of it, could not be read (`invalid-input`).
  var problems: [Finding] = []

  init(table: String, path: String) {
    self.table = table
    self.path = path
  }

  /// A file that could not be read at all.
  static func unreadable(table: String, path: String, problem: Finding) -> StringTableFile {
    var file = StringTableFile(table: table, path: path)
    file.problems = [problem]
    return file
  }
}

/// Which keys the readers keep: only those the app's pages use, so that memory follows the pages, not the size of
/// the app's tables (a catalog of 20 000 strings in 40 languages keeps a few dozen entries).
struct WantedKeys: Sendable {
  /// nil keeps every key (tests, the fuzzer).
  var keys: Set<String>?

  static let all = WantedKeys(keys: nil)

  func contains(_ key: String) -> Bool { keys?.contains(key) ?? true }
}

/// Names that string-table paths carry.
enum StringTablePath {
  static let extensions: Set<String> = ["strings", "stringsdict", "xcstrings"]

  /// `Onboarding` for `…/de.lproj/Onboarding.strings`.
  static func table(of path: String) -> String {
    let file = path.lastPathComponent
    return FileName.split(file)?.base ?? file
  }

  /// `de` for `…/de.lproj/Onboarding.strings` (`en` for `English.lproj`); nil outside an `.lproj` folder.
  static func language(of path: String) -> String? {
    let folder = (path as NSString).deletingLastPathComponent.lastPathComponent
    guard folder.hasSuffix(".lproj"), folder.count > 6 else { return nil }
    return LegacyLanguageName.code(String(folder.dropLast(6)))
  }
}
