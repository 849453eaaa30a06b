/// San Francisco's tracking at each point size: SF Pro is set tighter at body sizes and looser at display sizes,
/// and UIKit applies it to the system font automatically. From Apple's Human Interface Guidelines
/// ("Typography › Tracking values", SF Pro), in thousandths of an em.
enum SystemFontTracking {
  private static let table: [(size: Double, tracking: Double)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
    (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
    (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10),
    (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 7),
    (48, 7), (49, 7), (50, 7), (51, 6), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4), (64, 4),
    (66, 3), (68, 3), (70, 2), (72, 2), (76, 1), (80, 0),
  ]

  /// The tracking added after each character at `size` points, in points (34 pt: +0.41; 17 pt: −0.44). Between
  /// rows of the table it is interpolated; beyond its ends it stays at the end's value.
  static func points(atSize size: Double) -> Double {
    guard let first = table.first, let last = table.last else { return 0 }
    if size <= first.size { return first.tracking / 1000 * size }
    if size >= last.size { return last.tracking / 1000 * size }
    let upper = table.firstIndex { $0.size >= size }!
    let (high, low) = (table[upper], table[upper - 1])
    let fraction = (size - low.size) / (high.size - low.size)
    return (low.tracking + (high.tracking - low.tracking) * fraction) / 1000 * size
  }
}
