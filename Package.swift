// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "PiepawLint",
  products: [
    .library(name: "PiepawLint", targets: ["PiepawLint"]),
    .executable(name: "piepaw-lint", targets: ["piepaw-lint"]),
    // Applied to a target: lints it on every build (findings in `swift build` and Xcode's issue navigator).
    .plugin(name: "PiepawLintPlugin", targets: ["PiepawLintPlugin"]),
    // `swift package piepaw-lint`.
    .plugin(name: "PiepawLintCommand", targets: ["PiepawLintCommand"]),
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
    // zlib's inflate for PDF streams (libpng needs zlib anyway).
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),
    // libheif is not linked: the shim loads it with dlopen when the first HEIF file is decoded.
    .target(
      name: "CPiepawImage", dependencies: ["CLibPNG", "CLibJPEG", "CZlib"],
      linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    // FreeType and HarfBuzz are not linked either: the text shim loads them with dlopen when it first measures a
    // text (linking them loads glib, pcre2, graphite2 and brotli at every start-up; see the README's "Will it fit?").
    .target(
      name: "CPiepawText",
      linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    .target(name: "PiepawLint", dependencies: ["CPiepawImage", "CPiepawText"]),
    .executableTarget(name: "piepaw-lint", dependencies: ["PiepawLint"]),
    .plugin(name: "PiepawLintPlugin", capability: .buildTool(), dependencies: ["piepaw-lint"]),
    .plugin(
      name: "PiepawLintCommand",
      capability: .command(
        intent: .custom(verb: "piepaw-lint", description: "Lint the package's onboarding flows, catalogs and images")),
      dependencies: ["piepaw-lint"]),
    .testTarget(name: "PiepawLintTests", dependencies: ["PiepawLint"], exclude: ["Fixtures"]),
    .testTarget(
      name: "PiepawLintCLITests", dependencies: ["piepaw-lint", "PiepawLint"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
