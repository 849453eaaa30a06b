/// Paths relative to a directory, with `..` where the target lies outside it.
public enum RelativePath {
  /// `target` relative to `base`; both absolute and standardized. Returns "." for the base itself.
  public static func from(_ base: String, to target: String) -> String {
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

  private static func components(_ path: String) -> [Substring] {
    path.split(separator: "/", omittingEmptySubsequences: true)
  }
}
