import Foundation

/// `inspect`'s terminal form: one aligned table (PATH, PIXELS, SCALE, POINTS, ASPECT, FORMAT, BYTES, STATUS),
/// grouped by image set with each set's verdict under its rows, then one summary line. Paths, set names and
/// decoder messages come from the repository: `TextTable` and the lines below show them through `Visible`.
public struct InspectHumanReporter: Sendable {
  public init() {}

  public static let header = ["PATH", "PIXELS", "SCALE", "POINTS", "ASPECT", "FORMAT", "BYTES", "STATUS"]

  public func render(_ report: InspectionReport, context: ReportContext) -> String {
    let rows = [Self.header] + report.groups.flatMap { $0.images.map { row($0, context: context) } }
    var lines = TextTable.lines(rows)[...]
    let header = lines.removeFirst()
    var blocks: [String] = []
    for group in report.groups {
      var block = lines.prefix(group.images.count).map { $0 + "\n" }.joined()
      lines = lines.dropFirst(group.images.count)
      if let set = group.set, let verdict = set.verdict { block += Self.verdictLines(set.folderName, verdict) }
      if !block.isEmpty { blocks.append(block) }
    }
    var output = report.images.isEmpty ? "" : header + "\n"
    output += blocks.joined(separator: "\n")
    if !blocks.isEmpty { output += "\n" }
    for problem in report.problems {
      output += "\(DiagnosticLine.location(problem.location, context: context)): \(Visible.text(problem.message))\n"
    }
    return output + Self.summary(report) + "\n"
  }

  /// `  name: ok — …`, or one line per issue so each reads on its own.
  static func verdictLines(_ name: String, _ verdict: SetVerdict) -> String {
    let facts = verdict.isOK ? [verdict.description] : verdict.issues.map(\.description)
    return facts.map { "  \(Visible.lineStart(name)): \(Visible.text($0))\n" }.joined()
  }

  func row(_ image: InspectedImage, context: ReportContext) -> [String] {
    [
      Visible.lineStart(context.displayPath(image.path)), Self.pixelsText(image), Self.scaleText(image),
      Self.pointsText(image),
      Self.aspectText(image), Self.formatText(image.info), Self.byteText(image.info.byteCount),
      Self.statusText(image.info.status),
    ]
  }

  /// `42 images in 14 sets: 40 ok, 1 corrupt, 1 unsupported; 3 sets need a look`.
  static func summary(_ report: InspectionReport) -> String {
    let images = report.images
    let sets = report.sets
    let hidden =
      report.looseImagesNotShown == 0
      ? ""
      : "; \(HumanReporter.counted(report.looseImagesNotShown, "loose image")) beside the catalogs not shown "
        + "(--loose lists them)"
    guard !images.isEmpty || !sets.isEmpty else { return "No images found" + (hidden.isEmpty ? "." : hidden) }
    let looseCount = images.count { $0.setDirectory == nil }
    var text = HumanReporter.counted(images.count, "image")
    if !sets.isEmpty && looseCount == 0 {
      text += " in " + HumanReporter.counted(sets.count, "set")
    } else if !sets.isEmpty {
      text += " (\(images.count - looseCount) in \(HumanReporter.counted(sets.count, "set")), \(looseCount) loose)"
    }
    let order = ["ok", "corrupt", "unsupported", "too-large", "unreadable"]
    let counts = order.compactMap { name -> String? in
      let count = images.count { $0.info.status.name == name }
      return count == 0 ? nil : "\(count) \(name.replacingOccurrences(of: "-", with: " "))"
    }
    if !counts.isEmpty { text += ": " + counts.joined(separator: ", ") }
    let needingALook = sets.count { $0.verdict.map { !$0.isOK } ?? false }
    if needingALook > 0 {
      text += "; \(HumanReporter.counted(needingALook, "set")) \(needingALook == 1 ? "needs" : "need") a look"
    }
    return text + hidden
  }

  /// `1290×2796`, with the size the app shows when EXIF rotates it; `-` without a header.
  static func pixelsText(_ image: InspectedImage) -> String {
    guard let stored = image.info.pixelSize else { return "-" }
    guard let shown = image.pixels, shown != stored else { return stored.description }
    return "\(stored) (shown \(shown))"
  }

  static func scaleText(_ image: InspectedImage) -> String {
    image.scaleSource == .singleScale ? "single" : "\(image.scale)x"
  }

  /// `430×932 pt`, flagged when the pixels do not divide by the scale.
  static func pointsText(_ image: InspectedImage) -> String {
    guard let points = image.points else { return "-" }
    return points.isWhole ? points.description : "\(points) (not whole)"
  }

  /// `2.17 (19.5:9)`: height per width, and the familiar ratio it is close to.
  static func aspectText(_ image: InspectedImage) -> String {
    guard let aspect = image.aspect else { return "-" }
    let ratio = String(format: "%.2f", aspect.ratio)
    return aspect.knownName.map { "\(ratio) (\($0))" } ?? ratio
  }

  /// `png`, `jpeg`, `heif`, `unknown`; `jpeg (named .png)` when the extension says otherwise.
  static func formatText(_ info: ImageInfo) -> String {
    guard !info.formatMatchesExtension else { return info.format.rawValue }
    return "\(info.format.rawValue) (named .\((info.path as NSString).pathExtension))"
  }

  /// `812 B`, `84 KB`, `1.2 MB` (decimal units, as Finder shows them).
  static func byteText(_ count: Int) -> String {
    if count < 1000 { return "\(count) B" }
    let kilobytes = (Double(count) / 1000).rounded()
    if kilobytes < 1000 { return "\(Int(kilobytes)) KB" }
    let megabytes = Double(count) / 1_000_000
    if megabytes < 999.95 { return String(format: "%.1f MB", megabytes) }
    return String(format: "%.1f GB", Double(count) / 1_000_000_000)
  }

  /// `ok`, or the status and the decoder's message: `corrupt: IDAT: CRC error`.
  static func statusText(_ status: ImageInfo.Status) -> String {
    let name = SetIssue.statusText(status)
    return status.message.map { "\(name): \($0)" } ?? name
  }
}
