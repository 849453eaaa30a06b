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
  private var textsByField: [PageTextField: [LocalizedPageText]] = [:]
  private var groupsByField: [PageTextField: [LocalizedTextGroup]] = [:]
  private var drawnReferences: [DrawnResolution.DrawnReference]?
  private var drawnSets: [String: DrawnResolution.SetDrawing]?

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

  /// `Project.localizedTexts(field)`, made once for the text rules (a project of 50 languages has thousands).
  func localizedTexts(_ field: PageTextField) -> [LocalizedPageText] {
    locked {
      if let known = textsByField[field] { return known }
      let made = project.localizedTexts(field)
      textsByField[field] = made
      return made
    }
  }

  /// `Project.distinctLocalizedTexts(field)`, made once.
  func distinctLocalizedTexts(_ field: PageTextField) -> [LocalizedTextGroup] {
    locked {
      if let known = groupsByField[field] { return known }
      let made = LocalizedTextGroup.grouping(localizedTexts(field))
      groupsByField[field] = made
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

  /// The `Image("…")` calls outside the page views that draw an image set (`DrawnResolution.drawnReferences`).
  var imageDrawings: [DrawnResolution.DrawnReference] {
    locked {
      if let drawnReferences { return drawnReferences }
      let made = DrawnResolution.drawnReferences(in: project, index: assetIndex)
      drawnReferences = made
      return made
    }
  }

  /// How the code draws each image set, by its `Contents.json` (`DrawnResolution.drawnSets`).
  var setDrawings: [String: DrawnResolution.SetDrawing] {
    locked {
      if let drawnSets { return drawnSets }
      let made = DrawnResolution.drawnSets(in: project, facts: self)
      drawnSets = made
      return made
    }
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
