import SwiftUI

/// A post in a feed.
public struct Post: Identifiable, Sendable {
    public let id: Int
    public let author: String
    public let text: String
    public let age: String

    /// A post by `author`, `age` old.
    public init(id: Int, author: String, text: String, age: String) {
        self.id = id
        self.author = author
        self.text = text
        self.age = age
    }

    /// Sample posts for previews.
    public static let samples: [Post] = [
        Post(id: 1, author: "Katherine", text: "Trajectory checked twice; launch window opens at 9:41.", age: "2m"),
        Post(id: 2, author: "Alan", text: "Does anyone have the notes from Thursday's reading group? I lost mine somewhere between the library and the station.", age: "1h"),
        Post(id: 3, author: "Ada", text: "New engine diagrams are up.", age: "3h"),
        Post(id: 4, author: "Edsger", text: "Reminder: the seminar moves to room 4 next week.", age: "1d"),
    ]
}

/// A plain list of posts with avatars, multi-line text and timestamps, inside a tab view.
public struct FeedList: View {
    let posts: [Post]

    /// A feed of `posts`.
    public init(posts: [Post] = Post.samples) { self.posts = posts }

    public var body: some View {
        TabView {
            NavigationStack {
                List(posts) { post in
                    HStack(alignment: .top, spacing: 12) {
                        Circle().fill(.orange.opacity(0.8)).frame(width: 40, height: 40)
                            .overlay(Text(String(post.author.prefix(1))).foregroundStyle(.white).bold())
                        VStack(alignment: .leading, spacing: 4) {
                            HStack {
                                Text(post.author).font(.headline)
                                Spacer()
                                Text(post.age).font(.caption).foregroundStyle(.secondary)
                            }
                            Text(post.text).font(.body)
                            HStack(spacing: 24) {
                                Image(systemName: "bubble.left")
                                Image(systemName: "heart")
                                Image(systemName: "square.and.arrow.up")
                            }
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                            .padding(.top, 4)
                        }
                    }
                    .padding(.vertical, 4)
                }
                .listStyle(.plain)
                .navigationTitle("Feed")
                .navigationBarTitleDisplayMode(.inline)
            }
            .tabItem { Label("Feed", systemImage: "house") }
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
            Text("Profile").tabItem { Label("Profile", systemImage: "person") }
        }
    }
}

#Preview("Feed") {
    FeedList()
}

#Preview("Feed, empty") {
    ContentUnavailableView("No Posts Yet", systemImage: "text.bubble",
                           description: Text("Posts from people you follow appear here."))
}
