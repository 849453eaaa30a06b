import CPiepawImage

/// Decodes the streams the PDF reader needs (cross-reference and object streams): `/FlateDecode` through zlib
/// (the C shim; Foundation on Linux has no public inflate), then the PNG predictors of `/DecodeParms`. Output is
/// capped, so a deflate bomb stops at the cap.
enum PDFStreamDecoder {
  /// The stream's decoded bytes, at most `maximumBytes` of them.
  static func decode(
    _ dictionary: [String: PDFObject], data: ArraySlice<UInt8>, maximumBytes: Int, what: String
  ) throws(VectorProblem) -> [UInt8] {
    let filters = filterNames(dictionary["Filter"])
    guard let filters else { throw .corrupt("the /Filter of \(what) is not a name or an array of names") }
    guard filters.count <= 1 else { throw .unsupported("\(what) is encoded with \(filters.count) filters in a row") }
    guard let filter = filters.first else {
      guard data.count <= maximumBytes else {
        throw .tooLarge("\(what) is over \(TextFile.sizeText(maximumBytes)) (decoder memory limit)")
      }
      return Array(data)
    }
    guard filter == "FlateDecode" || filter == "Fl" else {
      throw .unsupported("\(what) is encoded with /\(filter), which is not read here (only /FlateDecode)")
    }
    let inflated = try inflate(data, maximumBytes: maximumBytes, what: what)
    return try unpredict(inflated, parameters: parameters(dictionary), what: what)
  }

  /// Checks that a Flate stream inflates to its end without keeping the output (full-depth verification);
  /// returns how many bytes it inflated to.
  @discardableResult
  static func check(_ data: ArraySlice<UInt8>, maximumBytes: Int, what: String) throws(VectorProblem) -> Int {
    var written = 0
    let status = data.withUnsafeBufferPointer { buffer in
      piepaw_inflate(buffer.baseAddress, buffer.count, nil, maximumBytes, &written)
    }
    try check(status, what: what, maximumBytes: maximumBytes)
    return written
  }

  static func filterNames(_ filter: PDFObject?) -> [String]? {
    switch filter {
    case nil, .null: []
    case .name(let name): [name]
    case .array(let values):
      values.allSatisfy { $0.name != nil } ? values.compactMap(\.name) : nil
    default: nil
    }
  }

  private static func inflate(
    _ data: ArraySlice<UInt8>, maximumBytes: Int, what: String
  ) throws(VectorProblem) -> [UInt8] {
    // Nothing of the budget left: a zero capacity would reach the shim as "no output buffer".
    guard maximumBytes > 0 else { throw .tooLarge("\(what) is over what is left of the decoder memory limit") }
    // A stream rarely inflates more than 20-fold; start there and grow to the cap.
    var capacity = min(maximumBytes, max(4096, data.count.multipliedReportingOverflow(by: 20).partialValue))
    while true {
      var output = [UInt8](repeating: 0, count: capacity)
      var written = 0
      let status = data.withUnsafeBufferPointer { input in
        output.withUnsafeMutableBufferPointer { out in
          piepaw_inflate(input.baseAddress, input.count, out.baseAddress, out.count, &written)
        }
      }
      if status == PIEPAW_INFLATE_OVER_CAPACITY && capacity < maximumBytes {
        capacity = min(maximumBytes, capacity * 4)
        continue
      }
      try check(status, what: what, maximumBytes: maximumBytes)
      output.removeSubrange(written...)
      return output
    }
  }

  private static func check(_ status: piepaw_inflate_status, what: String, maximumBytes: Int) throws(VectorProblem) {
    switch status {
    case PIEPAW_INFLATE_OK: return
    case PIEPAW_INFLATE_TRUNCATED: throw .corrupt("the compressed data of \(what) ends too early (truncated)")
    case PIEPAW_INFLATE_OVER_CAPACITY:
      throw .tooLarge(
        "\(what) inflates to more than \(TextFile.sizeText(maximumBytes)) (what is left of the decoder memory limit)")
    case PIEPAW_INFLATE_OUT_OF_MEMORY: throw .tooLarge("out of memory inflating \(what)")
    default: throw .corrupt("the compressed data of \(what) is damaged (zlib: invalid data)")
    }
  }

  struct Parameters {
    var predictor = 1
    var colors = 1
    var bitsPerComponent = 8
    var columns = 1
  }

  private static func parameters(_ dictionary: [String: PDFObject]) -> Parameters {
    var parameters = Parameters()
    let decodeParameters = dictionary["DecodeParms"].flatMap { $0.dictionary ?? $0.array?.first?.dictionary }
    guard let decodeParameters else { return parameters }
    parameters.predictor = decodeParameters["Predictor"]?.integer ?? 1
    parameters.colors = decodeParameters["Colors"]?.integer ?? 1
    parameters.bitsPerComponent = decodeParameters["BitsPerComponent"]?.integer ?? 8
    parameters.columns = decodeParameters["Columns"]?.integer ?? 1
    return parameters
  }

  /// Undoes a PNG predictor (10–15): each row starts with its filter type (None, Sub, Up, Average, Paeth).
  static func unpredict(_ data: [UInt8], parameters: Parameters, what: String) throws(VectorProblem) -> [UInt8] {
    guard parameters.predictor >= 10 else {
      if parameters.predictor <= 1 { return data }
      throw .unsupported("\(what) uses the TIFF predictor \(parameters.predictor), which is not read here")
    }
    let (colors, bits, columns) = (parameters.colors, parameters.bitsPerComponent, parameters.columns)
    guard (1...32).contains(colors), [1, 2, 4, 8, 16].contains(bits), (1...(1 << 20)).contains(columns) else {
      throw .corrupt("the /DecodeParms of \(what) are out of range")
    }
    let pixelBytes = max(1, colors * bits / 8)
    let rowBytes = (colors * bits * columns + 7) / 8
    var output: [UInt8] = []
    output.reserveCapacity(data.count)
    var previous = [UInt8](repeating: 0, count: rowBytes)
    var row = [UInt8](repeating: 0, count: rowBytes)
    var offset = 0
    while offset < data.count {
      let type = data[offset]
      let available = min(rowBytes, data.count - offset - 1)
      for i in 0..<rowBytes { row[i] = i < available ? data[offset + 1 + i] : 0 }
      try unfilter(&row, previous: previous, type: type, pixelBytes: pixelBytes, what: what)
      output.append(contentsOf: row[0..<available])
      swap(&previous, &row)
      offset += rowBytes + 1
    }
    return output
  }

  private static func unfilter(
    _ row: inout [UInt8], previous: [UInt8], type: UInt8, pixelBytes: Int, what: String
  ) throws(VectorProblem) {
    for i in row.indices {
      let left = i >= pixelBytes ? row[i - pixelBytes] : 0
      let up = previous[i]
      let upLeft = i >= pixelBytes ? previous[i - pixelBytes] : 0
      switch type {
      case 0: continue
      case 1: row[i] &+= left
      case 2: row[i] &+= up
      case 3: row[i] &+= UInt8((Int(left) + Int(up)) / 2)
      case 4: row[i] &+= paeth(left, up, upLeft)
      default: throw .corrupt("\(what) has a row with the unknown PNG predictor type \(type)")
      }
    }
  }

  private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let p = Int(a) + Int(b) - Int(c)
    let (pa, pb, pc) = (abs(p - Int(a)), abs(p - Int(b)), abs(p - Int(c)))
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }
}
