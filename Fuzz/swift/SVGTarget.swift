// Fuzz target: the SVG reader on the raw text (through XMLReader), and through ImageLoader's memory API as the
// linter reads a file.
@testable import PiepawLint

@_cdecl("LLVMFuzzerTestOneInput")
public func svgTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzBytes(data, size)
  let path = "/fuzz/paw.svg"
  if case let facts? = try? SVGReader.read(fuzzText(bytes, path: path), path: path), let size = facts.size {
    if !(size.width > 0 && size.height > 0) { fatalError("an SVG with a size that is not positive: \(size)") }
  }
  for depth in DecodeDepth.allCases {
    _ = ImageLoader.read(bytes: bytes, path: path, depth: depth)
  }
  return 0
}
