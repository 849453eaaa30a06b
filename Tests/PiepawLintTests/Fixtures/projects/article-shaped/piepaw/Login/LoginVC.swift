//
//  LoginVC.swift
//  piepaw
//
// swift-format-ignore-file
// (a PiepawLint fixture: EXPECTED.txt pins its lines and columns.)
//

import UIKit

class LoginVC: UIViewController {
    let logoView = UIImageView(image: UIImage(resource: .logoPet))

    let signInButton: UIButton = {
        let button = UIButton()
        button.setTitle("Sign In", for: .normal)
        button.backgroundColor = UIColor(resource: .loginButton)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let stack = UIStackView(arrangedSubviews: [logoView, signInButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.frame = view.bounds.insetBy(dx: 24, dy: 120)
        view.addSubview(stack)
    }
}
