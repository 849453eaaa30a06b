import Foundation

/// Reads a project's string tables into its `Localization`: the tables' entries of the keys the pages use, the
/// languages the app ships and its development language.
struct LocalizationLoader {
  var limits: InputLimits
  var wanted: WantedKeys

  /// `paths`: the `.strings`, `.stringsdict` and `.xcstrings` files; `xcodeProjects`: the parsed `project.pbxproj`
  /// documents, for `knownRegions` and `developmentRegion`.
  func load(paths: [String], xcodeProjects: [PlistNode]) -> Localization {
    // `.stringsdict` after `.strings`: its plural text wins for a key both have, as at run time.
    Self.localization(of: paths.sorted(by: Self.readingOrder).map(read), xcodeProjects: xcodeProjects)
  }

  /// The files merged in order (a later entry of a key and language wins), with the project's languages.
  static func localization(of files: [StringTableFile], xcodeProjects: [PlistNode]) -> Localization {
    var localization = Localization()
    var languages: Set<String> = []
    var sourceLanguage: String?
    for file in files {
      localization.problems += file.problems
      if !file.problems.isEmpty { localization.unreadTables.insert(file.table) }
      languages.formUnion(file.languages)
      sourceLanguage = sourceLanguage ?? file.sourceLanguage
      merge(file, into: &localization.tables[file.table, default: LocalizationTable(name: file.table)])
    }
    let project = xcodeProjects.lazy.compactMap(Self.projectObject).first
    let regions = project?["knownRegions"]?.elements?.compactMap(\.stringValue) ?? []
    languages.formUnion(regions.map(LegacyLanguageName.code))
    localization.developmentLanguage =
      project?["developmentRegion"]?.stringValue.map(LegacyLanguageName.code) ?? sourceLanguage ?? "en"
    languages.remove("Base")
    if localization.hasTables { languages.insert(localization.developmentLanguage) }
    localization.languages = languages.sorted()
    return localization
  }

  /// One file, by its extension; an unreadable file is a problem.
  func read(_ path: String) -> StringTableFile {
    let table = StringTablePath.table(of: path)
    let data: Data
    switch TextFile.readBytes(path, maximumBytes: limits.textBytes) {
    case .success(let bytes): data = bytes
    case .failure(let problem): return .unreadable(table: table, path: path, problem: problem)
    }
    switch FileName.pathExtension(path.lastPathComponent) {
    case "xcstrings": return StringCatalogReader.read(data: data, path: path, wanted: wanted)
    case "stringsdict":
      return StringsDictReader.read(data: data, path: path, language: language(of: path), wanted: wanted)
    default: return StringsFileReader.read(data: data, path: path, language: language(of: path), wanted: wanted)
    }
  }

  /// The `.lproj` folder's language; a table outside one is the development language's (`Base` stands for it).
  private func language(of path: String) -> String {
    StringTablePath.language(of: path) ?? "Base"
  }

  private static func merge(_ file: StringTableFile, into table: inout LocalizationTable) {
    for item in file.entries {
      table.entries[item.key, default: [:]][item.language] = item.entry
    }
    table.untranslatable.formUnion(file.untranslatable)
    table.keyLocations.merge(file.keyLocations) { first, _ in first }
    for language in file.languages where table.files[language]?.contains(file.path) != true {
      table.files[language, default: []].append(file.path)
    }
  }

  /// `.strings` before `.stringsdict` before `.xcstrings`, then by path: the order entries override each other.
  static func readingOrder(_ a: String, _ b: String) -> Bool {
    let rank = { (path: String) -> Int in
      switch FileName.pathExtension(path.lastPathComponent) {
      case "strings": 0
      case "stringsdict": 1
      default: 2
      }
    }
    return rank(a) != rank(b) ? rank(a) < rank(b) : a < b
  }

  /// The `PBXProject` object of a parsed `project.pbxproj`.
  static func projectObject(_ root: PlistNode) -> PlistNode? {
    root["objects"]?.entries?.first { $0.value["isa"]?.stringValue == "PBXProject" }?.value
  }
}
