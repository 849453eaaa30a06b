/// Paths relative to a directory, with `..` where the target lies outside it.
public enum RelativePath {
  /// `target` relative to `base`; both absolute and standardized. Returns "." for the base itself.
  public static func from(_ base: String, to target: String) -> String {
    if let inside = inside(base, target) { return inside }
    if let outside = outside(base, target) { return outside }
    return bySplitting(base, to: target)
  }

  /// `from` by splitting both paths into components: what the byte comparisons answer for plain paths, and the
  /// answer for any other.
  static func bySplitting(_ base: String, to target: String) -> String {
    let baseParts = components(base)
    let targetParts = components(target)
    var shared = 0
    while shared < baseParts.count, shared < targetParts.count, baseParts[shared] == targetParts[shared] {
      shared += 1
    }
    let ups = Array(repeating: "..", count: baseParts.count - shared)
    let parts = ups + targetParts[shared...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// The common case, a file inside the base (every finding's location), without splitting either path.
  private static func inside(_ base: String, _ target: String) -> String? {
    let slash = UInt8(ascii: "/")
    let base = base.utf8, target = target.utf8
    guard base.count > 1, base.last != slash, target.count > base.count + 1, target.last != slash,
      target.starts(with: base), target.dropFirst(base.count).first == slash
    else { return nil }
    return String(Substring(target.dropFirst(base.count + 1)))
  }

  /// The other common case, a file outside the base (a project in another folder than the one the tool runs in:
  /// every location of the report), on the two paths' bytes: the shared folders, a `..` for each folder of the base
  /// after them, then the rest of the target. Only for plain paths (`/` then names, no `//`, no `/` at the end).
  private static func outside(_ base: String, _ target: String) -> String? {
    var base = base
    var target = target
    return base.withUTF8 { base in
      target.withUTF8 { target in
        guard isPlain(base), isPlain(target) else { return nil }
        let slash = UInt8(ascii: "/")
        // The longest shared prefix that ends where a component ends in both paths.
        var shared = 0
        var index = 0
        while index < base.count, index < target.count, base[index] == target[index] { index += 1 }
        for end in stride(from: index, through: 0, by: -1)
        where (end == base.count || base[end] == slash) && (end == target.count || target[end] == slash) {
          shared = end
          break
        }
        let ups = base[shared...].reduce(0) { $0 + ($1 == slash ? 1 : 0) }
        let rest = target[min(shared + 1, target.count)...]
        var parts = Array(repeating: "..", count: ups)
        if !rest.isEmpty { parts.append(String(decoding: rest, as: UTF8.self)) }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
      }
    }
  }

  /// `/` followed by names separated by single slashes.
  private static func isPlain(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
    let slash = UInt8(ascii: "/")
    guard path.count > 1, path[0] == slash, path[path.count - 1] != slash else { return false }
    for index in 1..<path.count where path[index] == slash && path[index - 1] == slash { return false }
    return true
  }

  private static func components(_ path: String) -> [Substring] {
    path.split(separator: "/", omittingEmptySubsequences: true)
  }
}
