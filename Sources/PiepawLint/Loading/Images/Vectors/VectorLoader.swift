import Foundation

/// Reads PDF and SVG files (which the C shim detects but does not decode) with the Swift readers, within the
/// image limits: the file's bytes (at most `maximumBytes`, and the caller's byte limit), and inflated PDF
/// streams up to the decoder memory limit.
enum VectorLoader {
  /// Larger vector files are not read: an Xcode-exported icon or background is kilobytes.
  static let maximumBytes = 32 << 20
  /// Inflated stream data when the limits set none (`maxDecoderMemory` 0).
  static let defaultDecodedBytes = 32 << 20

  /// `info` as the C shim left it (format detected, status unsupported), completed from the file at its path.
  static func read(_ info: ImageInfo, limits: ImageLimits) -> ImageInfo {
    let limit = byteLimit(limits)
    guard info.byteCount <= limit else { return tooLarge(info, limit: limit) }
    switch TextFile.readBytes(info.path, maximumBytes: limit) {
    case .success(let data): return read(info, bytes: [UInt8](data), limits: limits)
    case .failure(let finding): return with(info, .unreadable(finding.message))
    }
  }

  /// `info` completed from `bytes`.
  static func read(_ info: ImageInfo, bytes: [UInt8], limits: ImageLimits) -> ImageInfo {
    let limit = byteLimit(limits)
    guard bytes.count <= limit else { return tooLarge(info, limit: limit) }
    var result = info
    result.status = .ok
    do throws(VectorProblem) {
      switch info.format {
      case .pdf:
        let decoded = limits.maxDecoderMemory > 0 ? limits.maxDecoderMemory : defaultDecodedBytes
        let facts = try PDFReader.read(bytes, depth: info.depth, maximumDecodedBytes: decoded)
        result.pointSize = facts.pageSize
        result.pageCount = facts.pageCount
      case .svg:
        let text: String
        switch TextFile.decode(Data(bytes), path: info.path) {
        case .success(let decoded): text = decoded
        case .failure(let finding): throw .corrupt("not UTF-8 text: " + lowercasedFirst(finding.message))
        }
        let facts = try SVGReader.read(text, path: info.path)
        result.pointSize = facts.size
        if facts.size == nil {
          result.warning = "no width, height or viewBox: the SVG's size is unknown"
          result.warningCount = 1
        }
      default:
        return info
      }
    } catch {
      result.status = error.status
    }
    return result
  }

  private static func byteLimit(_ limits: ImageLimits) -> Int {
    limits.maxBytes > 0 ? min(limits.maxBytes, maximumBytes) : maximumBytes
  }

  private static func tooLarge(_ info: ImageInfo, limit: Int) -> ImageInfo {
    with(
      info, .tooLarge("\(info.byteCount) bytes is over the limit of \(limit) bytes for a \(info.format.displayName)"))
  }

  private static func with(_ info: ImageInfo, _ status: ImageInfo.Status) -> ImageInfo {
    var result = info
    result.status = status
    return result
  }

  private static func lowercasedFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.lowercased() + text.dropFirst()
  }
}
