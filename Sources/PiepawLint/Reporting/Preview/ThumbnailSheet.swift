import Foundation

/// One image file to draw in the preview, and the box (in pixels) its thumbnail must fit in.
public struct ThumbnailRequest: Hashable, Sendable {
  /// The file, absolute.
  public var path: String
  public var maxWidth: Int
  public var maxHeight: Int
  /// The project's image limits: a thumbnail is never made of a file the linter would refuse to decode.
  public var limits: ImageLimits

  public init(path: String, maxWidth: Int, maxHeight: Int, limits: ImageLimits) {
    self.path = path
    self.maxWidth = maxWidth
    self.maxHeight = maxHeight
    self.limits = limits
  }
}

/// A thumbnail, encoded.
public struct EncodedThumbnail: Hashable, Sendable {
  public enum Format: String, Hashable, Sendable {
    case jpeg = "image/jpeg"
    case png = "image/png"
  }

  public var format: Format
  public var bytes: [UInt8]
  public var width: Int
  public var height: Int

  public init(format: Format, bytes: [UInt8], width: Int, height: Int) {
    self.format = format
    self.bytes = bytes
    self.width = width
    self.height = height
  }
}

/// Makes the thumbnail of one file (nil when it does not decode). The preview calls it once per file, from
/// several threads at once; tests pass fakes.
public typealias ThumbnailMaker = @Sendable (ThumbnailRequest) -> EncodedThumbnail?

/// The thumbnails of one preview: every file is asked for once, in the largest box any use needs, and written
/// once into the document's stylesheet as a class (`.t3`) that every frame and gallery card showing it uses, so
/// a background drawn in four variants and in the gallery costs its bytes once.
struct ThumbnailSheet {
  private var boxes: [String: (width: Int, height: Int, limits: ImageLimits)] = [:]
  private var order: [String] = []
  private var classNames: [String: String] = [:]
  private(set) var encoded: [(className: String, thumbnail: EncodedThumbnail)] = []

  /// Asks for `path` drawn within `width` × `height` pixels.
  mutating func request(_ path: String, width: Double, height: Double, limits: ImageLimits) {
    let width = Self.side(width), height = Self.side(height)
    if let box = boxes[path] {
      boxes[path] = (max(box.width, width), max(box.height, height), box.limits)
    } else {
      boxes[path] = (width, height, limits)
      order.append(path)
    }
  }

  /// The requests, in the order first asked.
  var requests: [ThumbnailRequest] {
    order.map { path in
      let box = boxes[path]!
      return ThumbnailRequest(path: path, maxWidth: box.width, maxHeight: box.height, limits: box.limits)
    }
  }

  /// Makes every thumbnail asked for, on `jobs` threads, each file once.
  mutating func make(with maker: ThumbnailMaker, jobs: Int) {
    let requests = self.requests
    let made = parallelMap(count: requests.count, workers: jobs) { maker(requests[$0]) }
    for (request, thumbnail) in zip(requests, made) {
      guard let thumbnail, !thumbnail.bytes.isEmpty else { continue }
      let className = "t\(encoded.count)"
      classNames[request.path] = className
      encoded.append((className, thumbnail))
    }
  }

  /// The class that draws `path`, when it has a thumbnail.
  func className(for path: String) -> String? { classNames[path] }

  /// The stylesheet rules, one per thumbnail: `.t0{background-image:url("data:image/jpeg;base64,…")}`. Only the
  /// preview's own media types and base64 digits are written.
  var stylesheet: String {
    var css = ""
    for (className, thumbnail) in encoded {
      css += ".\(className){background-image:url(\"data:\(thumbnail.format.rawValue);base64,"
      css += Data(thumbnail.bytes).base64EncodedString()
      css += "\")}\n"
    }
    return css
  }

  /// The bytes of every thumbnail, encoded (before base64).
  var totalBytes: Int { encoded.reduce(0) { $0 + $1.thumbnail.bytes.count } }

  /// A box side: at least 1 pixel, at most 4096.
  private static func side(_ value: Double) -> Int {
    guard value.isFinite else { return 1 }
    return Int(min(max(value.rounded(.up), 1), 4096))
  }
}
