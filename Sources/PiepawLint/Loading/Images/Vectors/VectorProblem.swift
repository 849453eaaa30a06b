/// Why a vector file (PDF, SVG) could not be verified: it becomes the file's `ImageInfo.Status`.
struct VectorProblem: Error, Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// Damaged or not what it claims: `image-corrupt`.
    case corrupt
    /// Over a limit of ours (bytes, objects, inflated size): not read further.
    case tooLarge
    /// Valid as far as it was read, but uses something not read here (an LZW-compressed object stream).
    case unsupported
  }

  var kind: Kind
  var message: String

  static func corrupt(_ message: String) -> VectorProblem { VectorProblem(kind: .corrupt, message: message) }
  static func tooLarge(_ message: String) -> VectorProblem { VectorProblem(kind: .tooLarge, message: message) }
  static func unsupported(_ message: String) -> VectorProblem { VectorProblem(kind: .unsupported, message: message) }

  var status: ImageInfo.Status {
    switch kind {
    case .corrupt: .corrupt(message)
    case .tooLarge: .tooLarge(message)
    case .unsupported: .unsupported(message)
    }
  }
}
