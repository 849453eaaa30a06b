import Foundation

/// What outside an image set says about the size in points its files are meant to have, asked only for a set whose
/// files disagree evenly (`ImageScaling.disputedSizes`): the sizes its sibling sets (the other sets of its folder)
/// agree on. (A frame the code draws it in is no evidence: an image drawn `.resizable()` takes its frame's size
/// whatever its files say, and scale-mismatch does not judge it.)
struct ScaleEvidence {
  /// Where the evidence comes from, for the message.
  enum Source: Equatable {
    /// The sibling sets, by name, that have the size.
    case siblings([String])
  }

  /// A size the evidence holds; a nil side is any (a frame that gives only a width).
  struct Size {
    var width: Double?
    var height: Double?

    func holds(_ size: PointSize) -> Bool {
      (width.map { Measure.hundredths($0) == Measure.hundredths(size.width) } ?? true)
        && (height.map { Measure.hundredths($0) == Measure.hundredths(size.height) } ?? true)
    }
  }

  var sizes: [Size]
  var source: Source

  /// The one of `disputed` that evidence backs, with its evidence: the first kind of evidence that holds exactly
  /// one of them; nil when none does.
  static func backedSize(among disputed: [PointSize], of asset: Asset, in project: Project)
    -> (size: PointSize, evidence: ScaleEvidence)?
  {
    for evidence in [siblings(of: asset, in: project)].compactMap({ $0 }) {
      let held = disputed.filter { size in evidence.sizes.contains { $0.holds(size) } }
      if held.count == 1 { return (held[0], evidence.narrowed(to: held[0])) }
    }
    return nil
  }

  /// The evidence for `size` alone (the siblings that have it).
  private func narrowed(to size: PointSize) -> ScaleEvidence {
    guard case .siblings(let names) = source else { return self }
    let kept = zip(sizes, names).filter { $0.0.holds(size) }
    return ScaleEvidence(sizes: kept.map(\.0), source: .siblings(kept.map(\.1)))
  }

  /// The sizes in points the other image sets of the asset's folder agree on: each set whose scaled files (two or
  /// more) all give one size.
  static func siblings(of asset: Asset, in project: Project) -> ScaleEvidence? {
    let folder = (asset.directory as NSString).deletingLastPathComponent
    var sizes: [Size] = []
    var names: [String] = []
    for sibling in project.assets
    where sibling.kind == .imageSet && sibling.directory != asset.directory
      && (sibling.directory as NSString).deletingLastPathComponent == folder
    {
      for group in sibling.scaleGroups {
        let scaled = project.measuredImages(group.entries.filter { $0.scale != nil }, of: sibling).map {
          ScaledPixels(scale: $0.scale, pixels: $0.pixels)
        }
        guard scaled.count > 1, ImageScaling.mismatches(scaled).isEmpty, let points = scaled.first?.points else {
          continue
        }
        sizes.append(Size(width: points.width, height: points.height))
        names.append(sibling.name)
      }
    }
    guard !sizes.isEmpty else { return nil }
    return ScaleEvidence(sizes: sizes, source: .siblings(names))
  }
}
