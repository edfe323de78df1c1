// ZappDownloads: see its issue; this module is being built.
