// driveproof-lyingdisk: mounts a folder holding one file, disk.img, that behaves like a
// drive with a volatile write cache — honest (fsync writes the cache back) or lying
// (fsync only says so). See options.cpp's usage text, docs/powerloss.md §2.
#include "destager.h"
#include "disk.h"
#include "fuseops.h"
#include "options.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

using namespace DriveProof::LyingDisk;

namespace {

constexpr int exitBadArguments = 2;
constexpr int exitFailure = 1;

int fail(const std::string &path, const char *what, int errnum)
{
    std::fprintf(stderr, "driveproof-lyingdisk: %s: %s: %s\n", path.c_str(), what,
                 std::strerror(errnum));
    return exitFailure;
}

// The durable medium: created, or extended with zeros, to the disk's size; contents kept
// so that what survived a cut can be read by the verifier, or by the next mount.
int openBacking(const Options &options)
{
    const int fd = ::open(options.backingPath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0)
        return -1;
    struct stat st = {};
    int error = 0;
    if (::fstat(fd, &st) != 0)
        error = errno;
    else if (!S_ISREG(st.st_mode))
        error = EINVAL; // a block device or FIFO is not what the verifier should read back
    else if (static_cast<std::uint64_t>(st.st_size) < options.sizeBytes &&
             ::ftruncate(fd, static_cast<off_t>(options.sizeBytes)) != 0)
        error = errno;
    if (error != 0) {
        ::close(fd);
        errno = error;
        return -1;
    }
    return fd;
}

CachePolicy policyFor(const Options &options)
{
    CachePolicy policy;
    policy.sizeBytes = options.sizeBytes;
    policy.blockSizeBytes = options.blockSizeBytes;
    policy.destageDelay = std::chrono::milliseconds(options.destageDelayMs);
    policy.reorder = options.reorder;
    policy.seed = options.seed != 0 ? options.seed : std::random_device{}();
    policy.maxDirtyBlocks =
        std::max<std::uint64_t>(1, options.maxDirtyBytes / options.blockSizeBytes);
    policy.fake = options.fake;
    policy.bypassWhenFull = options.bypassWhenFull;
    return policy;
}

// Runs the mounted disk until SIGTERM/SIGINT/SIGHUP or an unmount; 0 on a clean end.
int serve(Disk &disk, const Options &options)
{
    std::string mountOptions = "fsname=driveproof-lyingdisk,subtype=driveproof-lyingdisk";
    for (const std::string &extra : options.fuseOptions)
        mountOptions += "," + extra;
    std::vector<std::string> argStrings = {"driveproof-lyingdisk", "-o", mountOptions};
    std::vector<char *> argv;
    argv.reserve(argStrings.size());
    for (std::string &arg : argStrings)
        argv.push_back(arg.data());
    fuse_args args = FUSE_ARGS_INIT(static_cast<int>(argv.size()), argv.data());
    const fuse_operations ops = diskOperations();
    fuse *session = fuse_new(&args, &ops, sizeof(ops), &disk);
    if (session == nullptr) {
        std::fprintf(stderr, "driveproof-lyingdisk: %s: invalid FUSE options '%s'\n",
                     options.mountDir.c_str(), mountOptions.c_str());
        return exitBadArguments;
    }
    if (fuse_mount(session, options.mountDir.c_str()) != 0) {
        fuse_destroy(session);
        std::fprintf(stderr,
                     "driveproof-lyingdisk: %s: cannot mount (is /dev/fuse there, "
                     "fusermount3 installed, the folder yours?)\n",
                     options.mountDir.c_str());
        return exitFailure;
    }
    fuse_set_signal_handlers(fuse_get_session(session));
    Destager destager(disk);
    destager.start();
    std::fprintf(stderr, "driveproof-lyingdisk: %s/disk.img: %s disk of %llu bytes, ready\n",
                 options.mountDir.c_str(), options.mode == Mode::Lying ? "lying" : "honest",
                 static_cast<unsigned long long>(options.sizeBytes));
    const int loopResult = fuse_loop(session); // single-threaded: requests in kernel order
    destager.stop();
    fuse_remove_signal_handlers(fuse_get_session(session));
    fuse_unmount(session);
    fuse_destroy(session);
    fuse_opt_free_args(&args);
    // A clean shutdown empties the cache, as a drive does on STANDBY IMMEDIATE.
    if (!disk.powerLost()) {
        if (const int error = disk.cache.flushAll(); error != 0)
            return fail(options.backingPath, "cannot write back the cache", -error);
    }
    // fuse_loop() returns the signal number after SIGTERM/SIGINT/SIGHUP: a clean end too.
    return loopResult >= 0 || loopResult == -EINTR ? 0 : exitFailure;
}

} // namespace

int main(int argc, char **argv)
{
    const ParsedArguments parsed = parseArguments(argc, argv);
    if (!parsed.options) {
        std::fprintf(stderr, "driveproof-lyingdisk: %s\n%s", parsed.error.c_str(),
                     usageText().c_str());
        return exitBadArguments;
    }
    const Options &options = *parsed.options;
    if (options.help) {
        std::fputs(usageText().c_str(), stdout);
        return 0;
    }
    struct stat mountStat = {};
    if (::stat(options.mountDir.c_str(), &mountStat) != 0)
        return fail(options.mountDir, "cannot use as the mount folder", errno);
    if (!S_ISDIR(mountStat.st_mode))
        return fail(options.mountDir, "cannot use as the mount folder", ENOTDIR);
    const int backingFd = openBacking(options);
    if (backingFd < 0)
        return fail(options.backingPath, "cannot use as the backing file", errno);
    if (!CutSwitch::installSignalHandler())
        return fail(options.mountDir, "cannot handle SIGUSR1", errno);
    Disk disk(backingFd, policyFor(options), options);
    const int status = serve(disk, options);
    ::close(backingFd);
    return status;
}
