import Foundation

/// Reads a String Catalog, `<Table>.xcstrings`: `sourceLanguage`, and for each key of `strings` its
/// `localizations.<lang>.stringUnit` (`state`, `value`), through plural (`other`) and device (`iphone`) variations.
/// Every value keeps its location.
enum StringCatalogReader {
  /// Variations nest (device, then plural); deeper nesting is not Xcode's and is not followed.
  static let maximumVariationDepth = 4

  static func read(data: Data, path: String, wanted: WantedKeys = .all) -> StringTableFile {
    var file = StringTableFile(table: StringTablePath.table(of: path), path: path)
    let root: JSONNode
    switch TextFile.decode(data, path: path).flatMap({ text in
      JSONReader.parse(text, file: path).mapError(\.finding)
    }) {
    case .success(let node): root = node
    case .failure(let problem):
      file.problems = [problem]
      return file
    }
    guard root.objectMembers != nil else {
      file.problems = [invalid("the top level must be an object; found \(root.kindDescription)", at: root.location)]
      return file
    }
    file.sourceLanguage = root["sourceLanguage"]?.stringValue
    if let source = file.sourceLanguage { file.languages.insert(source) }
    guard let strings = root["strings"] else { return file }
    guard let members = strings.objectMembers else {
      file.problems = [invalid("`strings` must be an object; found \(strings.kindDescription)", at: strings.location)]
      return file
    }
    for member in members { read(member, into: &file, wanted: wanted) }
    return file
  }

  /// One key of `strings`.
  private static func read(_ member: JSONMember, into file: inout StringTableFile, wanted: WantedKeys) {
    let localizations = member.value["localizations"]?.objectMembers ?? []
    for localization in localizations { file.languages.insert(localization.key) }
    guard wanted.contains(member.key) else { return }
    file.keyLocations[member.key] = member.keyLocation
    if member.value["shouldTranslate"]?.boolValue == false { file.untranslatable.insert(member.key) }
    var readsSource = false
    for localization in localizations {
      guard let entry = unit(in: localization.value, depth: 0) else { continue }
      file.entries.append(.init(key: member.key, language: localization.key, entry: entry))
      readsSource = readsSource || localization.key == file.sourceLanguage
    }
    // Xcode writes a key whose source text is the key itself (`String(localized: "Welcome!")`) with no source
    // localization (`"Welcome!" : { }`), and builds the key as that language's text.
    if !readsSource, let source = file.sourceLanguage {
      file.entries.append(
        .init(key: member.key, language: source, entry: LocalizedEntry(value: member.key, location: member.keyLocation))
      )
    }
  }

  /// The `stringUnit` of a localization or variation, else its variation users most likely see: a plural's
  /// `other` form, a device's `iphone` one (then `other`, then the first).
  static func unit(in node: JSONNode, depth: Int) -> LocalizedEntry? {
    if let unit = node["stringUnit"], let value = unit["value"], let text = value.stringValue {
      let state = unit["state"]?.stringValue.map { TranslationState(rawValue: $0) ?? .other }
      return LocalizedEntry(value: text, state: state, location: value.location)
    }
    guard depth < maximumVariationDepth, let variations = node["variations"] else { return nil }
    if let plural = variations["plural"]?.objectMembers {
      let form = plural.first { $0.key == "other" } ?? plural.last
      if let form, let entry = unit(in: form.value, depth: depth + 1) { return entry }
    }
    if let device = variations["device"]?.objectMembers {
      let form = device.first { $0.key == "iphone" } ?? device.first { $0.key == "other" } ?? device.first
      if let form, let entry = unit(in: form.value, depth: depth + 1) { return entry }
    }
    return nil
  }

  private static func invalid(_ message: String, at location: SourceLocation) -> Finding {
    Finding(location: location, message: "Invalid String Catalog: \(message); fix the file or let Xcode rewrite it.")
  }
}
