/// Splits a file or folder name (no slash) at its extension the way `NSString.pathExtension` and
/// `deletingPathExtension` do, without their cost: on Linux each call normalises the whole path first, about
/// 20 000 instructions, which for a catalog of a few hundred sets was more than reading its folders.
enum FileName {
  /// `("a", "imageset")` for `"a.imageset"`, `("a", "")` for `"a."`; nil when there is no extension (`"a"`,
  /// `".hidden"`, `".."`).
  static func split(_ name: String) -> (base: String, extension: String)? {
    let bytes = name.utf8
    // A leading dot marks a hidden name, not an extension; "." and ".." are not names at all.
    guard name != "..", let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot != bytes.startIndex else { return nil }
    return (String(name[..<dot]), String(name[bytes.index(after: dot)...]))
  }

  /// The extension, or "" when there is none.
  static func pathExtension(_ name: String) -> String { split(name)?.extension ?? "" }
}

extension String {
  /// The part after the last `/`: a file or folder name.
  var lastPathComponent: String {
    // A byte search: `/` is ASCII, and stepping back through Characters made this a third of the rules' time.
    suffix(afterLastByte: UInt8(ascii: "/")).map(String.init) ?? self
  }
}
