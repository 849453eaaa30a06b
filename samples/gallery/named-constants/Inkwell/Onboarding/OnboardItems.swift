//
//  OnboardItems.swift
//  Inkwell
//
//  Created by Piepaw Team on 09/03/26.
//

import Foundation

struct OnboardItem: Identifiable {
    let id = UUID()
    let title: String
    let text: String
    let image: String
}

/// Longer copy kept apart so the marketing team can find it.
enum Copy {
    static let syncText = "Entries you write on the phone show up on your iPad and Mac a moment later, encrypted before they ever leave the device."
}

let welcome = OnboardItem(
    title: "A Page for Every Day",
    text: "Write a line or a long letter, add a photo or a place, and Inkwell files each entry under the day it belongs to.",
    image: "journal-desk"
)

let done = OnboardItem(
    title: "Your Journal Is Ready",
    text: "Set a gentle evening reminder if you like, then start with whatever happened today.",
    image: "journal-lamp"
)

let sync = OnboardItem(
    title: "On All Your Devices",
    text: Copy.syncText,
    image: "journal-devices"
)

let onboardItems = [welcome, sync, done]
