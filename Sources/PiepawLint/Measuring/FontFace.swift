import CPiepawText
import Foundation

/// One face of a font file: its bytes (read once, shared by every measurement with it) and its names.
final class FontFace: Sendable {
  let path: String
  let faceIndex: Int
  let bytes: [UInt8]
  /// The `name` table's PostScript name (`Inter-Black`), full name (`Inter Black`), family and style.
  let postScriptName: String
  let fullName: String
  let familyName: String
  let styleName: String
  /// The weight axis of a variable font; nil for a static font.
  let weightAxis: ClosedRange<Float>?
  /// Faces in the file (a `.ttc` collection holds several).
  let faceCount: Int

  private init(path: String, faceIndex: Int, bytes: [UInt8], info: piepaw_font_info) {
    self.path = path
    self.faceIndex = faceIndex
    self.bytes = bytes
    var info = info
    postScriptName = Self.string(&info.postscript_name)
    fullName = Self.string(&info.full_name)
    familyName = Self.string(&info.family_name)
    styleName = Self.string(&info.style_name)
    weightAxis =
      info.weight_axis_maximum > info.weight_axis_minimum
      ? info.weight_axis_minimum...info.weight_axis_maximum : nil
    faceCount = info.face_count
  }

  /// The file name, for messages and the flows listing (`Inter-Black.otf`).
  var fileName: String { (path as NSString).lastPathComponent }

  /// The largest font file read (a CJK collection is about 20 MB; the shim refuses more than 64 MB).
  static let maximumBytes = 48 << 20
  /// A collection's faces beyond this are not read.
  static let maximumFaces = 64

  /// Face `faceIndex` of the font at `path`.
  static func open(path: String, faceIndex: Int = 0) -> Result<FontFace, MeasuringProblem> {
    switch TextFile.readBytes(path, maximumBytes: maximumBytes) {
    case .failure(let finding): return .failure(.unreadable(path: path, reason: finding.message))
    case .success(let data): return open(path: path, bytes: [UInt8](data), faceIndex: faceIndex)
    }
  }

  /// Every face of the font at `path` (one, or each of a collection's).
  static func faces(at path: String) -> Result<[FontFace], MeasuringProblem> {
    let data: Data
    switch TextFile.readBytes(path, maximumBytes: maximumBytes) {
    case .failure(let finding): return .failure(.unreadable(path: path, reason: finding.message))
    case .success(let read): data = read
    }
    let bytes = [UInt8](data)
    let first: FontFace
    switch open(path: path, bytes: bytes, faceIndex: 0) {
    case .failure(let problem): return .failure(problem)
    case .success(let face): first = face
    }
    var faces = [first]
    for index in 1..<max(1, min(first.faceCount, maximumFaces)) {
      if case .success(let face) = open(path: path, bytes: bytes, faceIndex: index) { faces.append(face) }
    }
    return .success(faces)
  }

  static func open(path: String, bytes: [UInt8], faceIndex: Int) -> Result<FontFace, MeasuringProblem> {
    var info = piepaw_font_info()
    let status = bytes.withUnsafeBufferPointer { buffer in
      piepaw_font_describe(buffer.baseAddress, buffer.count, faceIndex, &info)
    }
    guard status == Int32(PIEPAW_TEXT_OK.rawValue) else {
      return .failure(MeasuringProblem(status: status, message: string(&info.message), path: path))
    }
    return .success(FontFace(path: path, faceIndex: faceIndex, bytes: bytes, info: info))
  }

  /// A NUL-terminated C array (the shim always terminates it) as a String.
  static func string<T>(_ tuple: inout T) -> String {
    withUnsafeBytes(of: &tuple) { raw in
      let bytes = raw.prefix { $0 != 0 }
      return String(decoding: bytes, as: UTF8.self)
    }
  }
}

/// Why a text could not be measured, in words for a finding or the flows listing.
enum MeasuringProblem: Error, Hashable, Sendable {
  case unreadable(path: String, reason: String)
  case notFont(path: String, reason: String)
  case tooLarge(path: String, reason: String)
  /// FreeType or HarfBuzz is not installed.
  case unavailable(String)

  init(status: Int32, message: String, path: String) {
    switch status {
    case Int32(PIEPAW_TEXT_UNAVAILABLE.rawValue): self = .unavailable(message)
    case Int32(PIEPAW_TEXT_TOO_LARGE.rawValue): self = .tooLarge(path: path, reason: message)
    default: self = .notFont(path: path, reason: message)
    }
  }

  var message: String {
    switch self {
    case .unreadable(let path, let reason), .notFont(let path, let reason), .tooLarge(let path, let reason):
      "the font file \((path as NSString).lastPathComponent) cannot be used: \(reason)"
    case .unavailable(let reason): reason + " (scripts/install-deps installs it)"
    }
  }
}
