//
//  SceneDelegate.swift
//  Parcelly
//
//  Created by Piepaw Team on 09/03/26.
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }

        let window = UIWindow(windowScene: windowScene)
        let intro = OnboardingViewController()
        intro.onFinish = { [weak window] in
            window?.rootViewController = UINavigationController(rootViewController: ShipmentsViewController())
        }
        window.rootViewController = intro
        window.makeKeyAndVisible()
        self.window = window
    }
}
