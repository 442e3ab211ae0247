extension FlickrFace {
    /// `flickr.test.echo`: every argument back, each in a `_content` wrapper, except the API
    /// key, which this server never repeats.
    func echo(_ arguments: FlickrArguments) -> [String: FlickrValue] {
        var members: [String: FlickrValue] = [:]
        for argument in arguments.all where argument.name != "api_key" && argument.name != "stat" {
            members[argument.name] = .content(argument.value)
        }
        return members
    }
}
