/// `inspect --format json`: `{"images": [...], "sets": [...], "problems": [...], "looseImagesNotShown": N}`, every object with the same keys
/// in the same order (absent values are null). A problem is `{"path", "line", "message"}`.
///
/// An image: `path` (relative to the working directory), `format` (png, jpeg, unknown), `width`, `height`,
/// `status` (ok, corrupt, unsupported), `error`, `scale`, `points` (`{"width", "height"}`, fractional when the
/// pixels do not divide by the scale), `bytes`, `set` (catalog name), `detectedFormat` (every format the bytes
/// may be: gif, heif, …), `detail` (the precise status: ok, corrupt, unsupported, too-large, unreadable),
/// `scaleSource`, `idiom`, `appearances`, `assigned` (named in Contents.json; null for a loose file), `aspect`,
/// `aspectName`. A too-large image is
/// `unsupported` and an unreadable one `corrupt`, with `error` saying why.
public struct InspectJSONReporter: Sendable {
  public init() {}

  public func render(_ report: InspectionReport, context: ReportContext) -> String {
    let setNames = Dictionary(report.sets.map { ($0.directory, $0.name) }, uniquingKeysWith: { first, _ in first })
    return JSONOutput.object([
      ("images", .array(report.images.map { image($0, setNames: setNames, context: context) })),
      ("sets", .array(report.sets.map { set($0, context: context) })),
      (
        "problems",
        .array(
          report.problems.map {
            .object([
              ("path", .string(context.displayPath($0.location.file))),
              ("line", $0.location.line.map(JSONOutput.integer) ?? .null), ("message", .string($0.message)),
            ])
          })
      ),
      ("looseImagesNotShown", JSONOutput.integer(report.looseImagesNotShown)),
    ]).rendered() + "\n"
  }

  private func image(_ image: InspectedImage, setNames: [String: String], context: ReportContext) -> JSONOutput {
    let info = image.info
    return .object([
      ("path", .string(context.displayPath(image.path))),
      ("format", .string(info.format.isDecoded ? info.format.rawValue : "unknown")),
      ("width", info.width.map(JSONOutput.integer) ?? .null),
      ("height", info.height.map(JSONOutput.integer) ?? .null),
      ("status", .string(Self.status(info.status))),
      ("error", Self.error(info.status).map(JSONOutput.string) ?? .null),
      ("scale", .integer(image.scale)),
      ("points", image.points.map(Self.points) ?? .null),
      ("bytes", .integer(info.byteCount)),
      ("set", image.setDirectory.flatMap { setNames[$0] }.map(JSONOutput.string) ?? .null),
      ("detectedFormat", .string(info.format.rawValue)),
      ("detail", .string(info.status.name)),
      ("scaleSource", .string(image.scaleSource.rawValue)),
      ("idiom", image.idiom.map(JSONOutput.string) ?? .null),
      ("appearances", .array(image.appearances.map(JSONOutput.string))),
      ("assigned", image.setDirectory == nil ? .null : .boolean(image.isAssigned)),
      ("aspect", image.aspect.map { .number(Self.rounded($0.ratio)) } ?? .null),
      ("aspectName", image.aspect?.knownName.map(JSONOutput.string) ?? .null),
    ])
  }

  private func set(_ set: InspectedSet, context: ReportContext) -> JSONOutput {
    .object([
      ("name", .string(set.name)),
      ("path", .string(context.displayPath(set.directory))),
      ("ok", set.verdict.map { .boolean($0.isOK) } ?? .null),
      ("verdict", set.verdict.map { .string($0.description) } ?? .null),
      ("issues", .array((set.verdict?.issues ?? []).map { .string($0.description) })),
    ])
  }

  /// DESIGN's three values: too large counts as unsupported (not checkable here), unreadable as corrupt.
  static func status(_ status: ImageInfo.Status) -> String {
    switch status {
    case .ok: "ok"
    case .corrupt, .unreadable: "corrupt"
    case .unsupported, .tooLarge: "unsupported"
    }
  }

  /// The decoder's message; for the mapped statuses, led by what actually happened.
  static func error(_ status: ImageInfo.Status) -> String? {
    switch status {
    case .ok: nil
    case .corrupt(let message), .unsupported(let message): message
    case .tooLarge(let message): "too large, not decoded: \(message)"
    case .unreadable(let message): "unreadable: \(message)"
    }
  }

  private static func points(_ points: PointSize) -> JSONOutput {
    .object([("width", number(points.width)), ("height", number(points.height))])
  }

  /// A whole number as an integer, else rounded to two decimals.
  private static func number(_ value: Double) -> JSONOutput {
    value.rounded() == value && abs(value) < 1e15 ? .integer(Int(value)) : .number(rounded(value))
  }

  private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
