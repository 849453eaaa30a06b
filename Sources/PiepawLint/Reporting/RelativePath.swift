/// Paths relative to a directory, with `..` where the target lies outside it.
public enum RelativePath {
  /// `target` relative to `base`; both absolute and standardized. Returns "." for the base itself.
  public static func from(_ base: String, to target: String) -> String {
    if let inside = inside(base, target) { return inside }
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

  private static func components(_ path: String) -> [Substring] {
    path.split(separator: "/", omittingEmptySubsequences: true)
  }
}
