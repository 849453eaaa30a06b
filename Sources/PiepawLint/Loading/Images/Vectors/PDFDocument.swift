/// A PDF's objects, resolved on demand through its cross-reference sections. Objects in object streams
/// (`/ObjStm`, PDF 1.5) are found by inflating their stream once. Resolution is bounded: a chain of references
/// deeper than `maximumResolutionDepth` (a reference loop) and more than `maximumResolutions` objects read
/// end the read.
struct PDFDocument {
  static let maximumResolutionDepth = 16
  static let maximumResolutions = 250_000

  let bytes: [UInt8]
  let sections: [PDFCrossReferenceSection]
  /// Decoded object streams, all together (they are kept while the document is read).
  let maximumDecodedBytes: Int
  private var decodedBytes = 0
  private var cache: [Int: PDFObject] = [:]
  private var objectStreams: [Int: ObjectStream] = [:]
  private var resolutions = 0
  private var resolving: [Int] = []
  /// Bytes parsed so far: objects that overlap (many entries at one offset) would otherwise be parsed again
  /// and again.
  private var parsedBytes = 0

  /// A decoded object stream: its bytes, and each object's number and offset.
  private struct ObjectStream {
    var bytes: [UInt8]
    var objects: [(number: Int, offset: Int)]
  }

  init(bytes: [UInt8], sections: [PDFCrossReferenceSection], maximumDecodedBytes: Int) {
    self.bytes = bytes
    self.sections = sections
    self.maximumDecodedBytes = maximumDecodedBytes
  }

  /// The newest entry for `number`.
  func location(of number: Int) throws(VectorProblem) -> PDFObjectLocation {
    for section in sections {
      if let location = try section.location(of: number, in: bytes) { return location }
    }
    return .free
  }

  /// `object` itself, or the object a reference names (null for a free or missing object).
  mutating func resolve(_ object: PDFObject?) throws(VectorProblem) -> PDFObject {
    guard let object else { return .null }
    guard case .reference(let reference) = object else { return object }
    return try resolve(reference)
  }

  mutating func resolve(_ reference: PDFReference) throws(VectorProblem) -> PDFObject {
    if let cached = cache[reference.number] { return cached }
    guard !resolving.contains(reference.number) else {
      throw .corrupt("object \(reference.number) refers to itself through its own /Length or object stream")
    }
    guard resolving.count < Self.maximumResolutionDepth else {
      throw .tooLarge("references nested more than \(Self.maximumResolutionDepth) deep")
    }
    resolutions += 1
    guard resolutions <= Self.maximumResolutions else {
      throw .tooLarge("more than \(Self.maximumResolutions) objects had to be read")
    }
    resolving.append(reference.number)
    defer { resolving.removeLast() }
    let object: PDFObject
    switch try location(of: reference.number) {
    case .free: object = .null
    case .offset(let offset, _): object = try objectAt(offset, number: reference.number)
    case .compressed(let stream, let index): object = try compressedObject(reference.number, in: stream, index: index)
    }
    cache[reference.number] = object
    return object
  }

  /// The indirect object at `offset`, which must be object `number`.
  mutating func objectAt(_ offset: Int, number: Int) throws(VectorProblem) -> PDFObject {
    guard offset < bytes.count else {
      throw .corrupt(
        "object \(number) is at byte \(offset) per the cross-reference table, past the end of the file "
          + "(\(bytes.count) bytes): truncated")
    }
    var parser = PDFObjectParser(bytes: bytes, start: offset)
    let object = try parser.parseIndirectObject(expecting: number) { (length) throws(VectorProblem) -> Int? in
      try resolve(length).integer
    }.object
    try count(parser.index - offset)
    return object
  }

  private mutating func count(_ parsed: Int) throws(VectorProblem) {
    parsedBytes += parsed
    if parsedBytes > bytes.count * 4 + decodedBytes * 2 + (1 << 20) {
      throw .corrupt("objects overlap: the same bytes are read as many objects")
    }
  }

  private mutating func compressedObject(_ number: Int, in streamNumber: Int, index: Int) throws(VectorProblem)
    -> PDFObject
  {
    let stream = try objectStream(streamNumber)
    guard index < stream.objects.count, stream.objects[index].number == number else {
      throw .corrupt(
        "object \(number) is not where the cross-reference stream puts it in object stream \(streamNumber)")
    }
    let offset = stream.objects[index].offset
    var parser = PDFObjectParser(bytes: stream.bytes, start: offset)
    let object = try parser.parseObject()
    try count(parser.index - offset)
    return object
  }

  private mutating func objectStream(_ number: Int) throws(VectorProblem) -> ObjectStream {
    if let stream = objectStreams[number] { return stream }
    guard case .stream(let dictionary, let data) = try resolve(PDFReference(number: number, generation: 0)),
      dictionary["Type"]?.name == "ObjStm"
    else { throw .corrupt("object \(number) should be an object stream (/Type /ObjStm) but is not") }
    let what = "object stream \(number)"
    let decoded = try PDFStreamDecoder.decode(
      dictionary, data: bytes[data], maximumBytes: max(0, maximumDecodedBytes - decodedBytes), what: what)
    decodedBytes += decoded.count
    guard let count = dictionary["N"]?.integer, let first = dictionary["First"]?.integer, count >= 0,
      count <= decoded.count / 2, (0...decoded.count).contains(first)
    else { throw .corrupt("\(what) has no valid /N and /First") }
    var header = PDFObjectParser(bytes: decoded, end: first)
    var objects: [(number: Int, offset: Int)] = []
    objects.reserveCapacity(count)
    for _ in 0..<count {
      guard let objectNumber = header.readUnsignedInteger(), let offset = header.readUnsignedInteger(),
        offset <= decoded.count - first
      else { throw .corrupt("the header of \(what) is malformed") }
      objects.append((objectNumber, first + offset))
    }
    let stream = ObjectStream(bytes: decoded, objects: objects)
    objectStreams[number] = stream
    return stream
  }
}
