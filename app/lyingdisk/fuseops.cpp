#include "fuseops.h"

#include "disk.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string_view>

namespace DriveProof::LyingDisk {

namespace {

constexpr std::string_view imagePath = "/disk.img";

Disk &disk()
{
    return *static_cast<Disk *>(fuse_get_context()->private_data);
}

bool isImage(const char *path)
{
    return path != nullptr && imagePath == path;
}

void *onInit(fuse_conn_info *conn, fuse_config *config)
{
    // No page cache anywhere: every read and write must reach this cache, O_DIRECT opens
    // must work, and an fsync must arrive here rather than end in the kernel.
    config->direct_io = 1;
    config->kernel_cache = 0;
    config->auto_cache = 0;
    conn->want &= ~FUSE_CAP_WRITEBACK_CACHE;
    return fuse_get_context()->private_data;
}

int onGetattr(const char *path, struct stat *st, fuse_file_info *)
{
    std::memset(st, 0, sizeof(*st));
    st->st_uid = ::getuid();
    st->st_gid = ::getgid();
    if (std::string_view("/") == path) {
        st->st_mode = S_IFDIR | 0755;
        st->st_nlink = 2;
        return 0; // the folder stays visible after a cut, so it can be unmounted
    }
    if (!isImage(path))
        return -ENOENT;
    Disk &d = disk();
    if (d.powerLost())
        return -EIO;
    st->st_mode = S_IFREG | 0600;
    st->st_nlink = 1;
    st->st_size = static_cast<off_t>(d.sizeBytes);
    st->st_blksize = static_cast<blksize_t>(d.blockSizeBytes);
    st->st_blocks = static_cast<blkcnt_t>(d.sizeBytes / 512);
    return 0;
}

int onReaddir(const char *path, void *buffer, fuse_fill_dir_t fill, off_t, fuse_file_info *,
              fuse_readdir_flags)
{
    if (std::string_view("/") != path)
        return -ENOTDIR;
    fill(buffer, ".", nullptr, 0, fuse_fill_dir_flags{});
    fill(buffer, "..", nullptr, 0, fuse_fill_dir_flags{});
    fill(buffer, imagePath.data() + 1, nullptr, 0, fuse_fill_dir_flags{});
    return 0;
}

int onOpen(const char *path, fuse_file_info *info)
{
    if (!isImage(path))
        return -ENOENT;
    if (disk().powerLost())
        return -EIO;
    info->direct_io = 1;
    info->keep_cache = 0;
    return 0;
}

int onTruncate(const char *path, off_t sizeBytes, fuse_file_info *)
{
    if (!isImage(path))
        return -ENOENT;
    Disk &d = disk();
    if (d.powerLost())
        return -EIO;
    // A disk has a fixed size; O_TRUNC on it or resizing it is an error, not data loss.
    return static_cast<std::uint64_t>(sizeBytes) == d.sizeBytes ? 0 : -EPERM;
}

int onRead(const char *, char *buffer, size_t sizeBytes, off_t offsetBytes, fuse_file_info *)
{
    Disk &d = disk();
    if (d.powerLost())
        return -EIO;
    return static_cast<int>(
        d.cache.read(buffer, sizeBytes, static_cast<std::uint64_t>(offsetBytes)));
}

int onWrite(const char *, const char *buffer, size_t sizeBytes, off_t offsetBytes, fuse_file_info *)
{
    Disk &d = disk();
    if (d.powerLost())
        return -EIO;
    return static_cast<int>(
        d.cache.write(buffer, sizeBytes, static_cast<std::uint64_t>(offsetBytes)));
}

int onFsync(const char *, int, fuse_file_info *)
{
    Disk &d = disk();
    if (d.powerLost())
        return -EIO;
    if (d.mode == Mode::Lying)
        return 0; // the lie: acknowledged, nothing written back
    return d.cache.flushAll();
}

// close() sends FLUSH. Closing a file does not make its data durable on Linux, and a
// drive sees no close at all, so this only reports a cut.
int onFlush(const char *, fuse_file_info *)
{
    return disk().powerLost() ? -EIO : 0;
}

int onRelease(const char *, fuse_file_info *)
{
    return 0;
}

int onStatfs(const char *, struct statvfs *st)
{
    Disk &d = disk();
    std::memset(st, 0, sizeof(*st));
    st->f_bsize = d.blockSizeBytes;
    st->f_frsize = d.blockSizeBytes;
    st->f_blocks = d.sizeBytes / d.blockSizeBytes;
    st->f_files = 1;
    st->f_namemax = 255;
    return 0;
}

} // namespace

fuse_operations diskOperations()
{
    fuse_operations ops = {};
    ops.init = onInit;
    ops.getattr = onGetattr;
    ops.readdir = onReaddir;
    ops.open = onOpen;
    ops.truncate = onTruncate;
    ops.read = onRead;
    ops.write = onWrite;
    ops.fsync = onFsync;
    ops.flush = onFlush;
    ops.release = onRelease;
    ops.statfs = onStatfs;
    return ops;
}

} // namespace DriveProof::LyingDisk
