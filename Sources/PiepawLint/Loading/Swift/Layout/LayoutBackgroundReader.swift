/// Reads how an `Image` is fitted to its frame: `.resizable()` stretches it, with `.scaledToFill()` /
/// `.aspectRatio(contentMode: .fill)` it covers the frame, with `.scaledToFit()` it is letterboxed; without
/// `.resizable()` it keeps its point size.
struct LayoutBackgroundReader {
  let values: LayoutValues

  /// Image views a full-screen background is drawn with.
  static let imageViews: Set<String> = ["Image", "AsyncImage"]

  func scaling(of modifiers: [SwiftChain.Segment]) -> PageBackgroundStyle.Scaling {
    var resizable = false
    var mode: PageBackgroundStyle.Scaling?
    for modifier in modifiers {
      switch modifier.name {
      case "resizable": resizable = true
      case "scaledToFill": mode = mode ?? .fill
      case "scaledToFit": mode = mode ?? .fit
      case "aspectRatio":
        switch values.argument("contentMode", of: modifier).flatMap(values.member) {
        case "fill": mode = mode ?? .fill
        case "fit": mode = mode ?? .fit
        default: break
        }
      default: break
      }
    }
    guard resizable else { return .natural }
    return mode ?? .stretch
  }
}
