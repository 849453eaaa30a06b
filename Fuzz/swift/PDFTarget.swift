// Fuzz target: the PDF reader (header, cross-reference tables and streams, object streams through zlib, the page
// tree), through ImageLoader's memory API at both depths, with default and small limits.
@testable import PiepawLint

@_cdecl("LLVMFuzzerTestOneInput")
public func pdfTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var bytes = fuzzBytes(data, size)
  // The C detector must see a PDF, or the Swift reader is never reached: mutations then explore the body.
  if !bytes.starts(with: Array("%PDF-".utf8)) { bytes = Array("%PDF-1.7\n".utf8) + bytes }
  let small = ImageLimits(maxPixels: 1 << 20, maxDimension: 4096, maxBytes: 1 << 20, maxDecoderMemory: 1 << 20)
  for limits in [ImageLimits.default, small] {
    for depth in DecodeDepth.allCases {
      let info = ImageLoader.read(bytes: bytes, path: "/fuzz/badge.pdf", depth: depth, limits: limits)
      // An ok PDF always has a positive, finite size and at least one page.
      if info.status == .ok {
        guard let points = info.pointSize, points.width > 0, points.height > 0, points.width.isFinite,
          points.height.isFinite, (info.pageCount ?? 0) > 0
        else { fatalError("an ok PDF without a size: \(info)") }
      }
    }
  }
  return 0
}
