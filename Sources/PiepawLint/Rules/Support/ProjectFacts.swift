import Foundation

/// What several rules derive from one project, computed on first use and then shared by every rule of one check
/// (each used to build its own asset index and sort the image verdicts again).
final class ProjectFacts: @unchecked Sendable {
  private let project: Project
  // Recursive: the page images are made from the asset index, under the same lock.
  private let lock = NSRecursiveLock()
  private var index: AssetIndex?
  private var sortedImages: [ImageInfo]?
  private var imagesByRole: [PageImageRole: [PageImage]] = [:]

  init(_ project: Project) {
    self.project = project
  }

  /// The project's assets, looked up as content names them.
  var assetIndex: AssetIndex {
    locked {
      if let index { return index }
      let made = AssetIndex(project)
      index = made
      return made
    }
  }

  /// The decoded image files in path order.
  var imagesByPath: [ImageInfo] {
    locked {
      if let sortedImages { return sortedImages }
      let made = project.imagesByPath
      sortedImages = made
      return made
    }
  }

  /// The page fields of `role` that name a measured image set (`Project.pageImages`).
  func pageImages(_ role: PageImageRole) -> [PageImage] {
    locked {
      if let known = imagesByRole[role] { return known }
      let made = project.pageImages(role, index: assetIndex)
      imagesByRole[role] = made
      return made
    }
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
