import Foundation

/// The build settings of an `.xcconfig` file and the files it includes (`#include "Shared.xcconfig"`,
/// `#include? "Local.xcconfig"`): `KEY = value` lines, later ones winning, conditions (`KEY[sdk=macosx*]`) kept
/// apart under their bare key only when there is no unconditional value. Bounded: at most `maximumDepth` nested
/// includes, a file read once, `maximumBytes` per file; with a `scope`, only files inside it (the lint root, under
/// the symlink policy of every input: a base configuration or `#include` naming `/etc/…` or `../../..` is not
/// read). A file not read gives no settings, without a finding, as for every unresolved reference here
/// (`XcodeTargetReader`): the target's platforms are then unknown, and iOS is assumed.
enum XcodeConfigFile {
  static let maximumDepth = 8
  static let maximumBytes = 1 << 20

  static func settings(at path: String, within scope: LinkScope? = nil) -> [String: String] {
    var reader = Reader(scope: scope)
    reader.read(path, depth: 0)
    return reader.settings.merging(reader.conditional) { plain, _ in plain }
  }

  private struct Reader {
    let scope: LinkScope?
    var settings: [String: String] = [:]
    var conditional: [String: String] = [:]
    var visited: Set<String> = []

    mutating func read(_ path: String, depth: Int) {
      guard depth <= XcodeConfigFile.maximumDepth, visited.insert(path).inserted,
        scope?.holdsFile(path) ?? true,
        case .success(let text) = TextFile.read(path, maximumBytes: XcodeConfigFile.maximumBytes)
      else { return }
      let folder = (path as NSString).deletingLastPathComponent
      for rawLine in text.split(whereSeparator: \.isNewline) {
        let line = rawLine.trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("#include") {
          guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else {
            continue
          }
          let included = String(line[line.index(after: open)..<close])
          read(included.hasPrefix("/") ? included : folder + "/" + included, depth: depth + 1)
        } else if let equals = line.firstIndex(of: "="), !line.hasPrefix("//") {
          let key = line[..<equals].trimmingCharacters(in: .whitespaces)
          var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
          if let comment = value.range(of: "//") {
            value = value[..<comment.lowerBound].trimmingCharacters(in: .whitespaces)
          }
          if let bracket = key.firstIndex(of: "[") {
            conditional[String(key[..<bracket])] = value
          } else {
            settings[key] = value
          }
        }
      }
    }
  }
}
