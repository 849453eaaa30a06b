// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "PiepawLint",
  products: [
    .library(name: "PiepawLint", targets: ["PiepawLint"]),
    .executable(name: "piepaw-lint", targets: ["piepaw-lint"]),
  ],
  targets: [
    .systemLibrary(
      name: "CLibPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
    ),
    .systemLibrary(
      name: "CLibJPEG",
      pkgConfig: "libjpeg",
      providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
    ),
    .systemLibrary(
      name: "CLibHeif",
      pkgConfig: "libheif",
      providers: [.apt(["libheif-dev"]), .brew(["libheif"])]
    ),
    // zlib's inflate for PDF streams (libpng needs zlib anyway).
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),
    .target(name: "CPiepawImage", dependencies: ["CLibPNG", "CLibJPEG", "CLibHeif", "CZlib"]),
    .target(name: "PiepawLint", dependencies: ["CPiepawImage"]),
    .executableTarget(name: "piepaw-lint", dependencies: ["PiepawLint"]),
    .testTarget(name: "PiepawLintTests", dependencies: ["PiepawLint"], exclude: ["Fixtures"]),
    .testTarget(
      name: "PiepawLintCLITests", dependencies: ["piepaw-lint", "PiepawLint"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
