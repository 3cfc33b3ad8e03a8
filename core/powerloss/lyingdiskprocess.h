// Starts and stops driveproof-lyingdisk, the FUSE "drive that lies" of the power-loss
// practice mode and its tests (docs/powerloss.md §2, docs/design.md §6): a folder with one file,
// disk.img, whose writes stay in a RAM cache until fsync (honest) or until the cache
// empties late (lying). The cut is simulated (cutNow: every later request fails with EIO)
// or real for the daemon (kill: SIGKILL, what was only in RAM is gone).
//
// Not thread-safe: one owner thread. Needs no event loop.
#pragma once

#include "common/result.h"

#include <QString>

#include <cstdint>
#include <memory>

class QProcess;

namespace DriveProof::PowerLoss {

enum class LyingDiskMode {
    Honest, // fsync writes the cache back before it returns
    Lying,  // fsync returns at once; the cache empties destageDelayMs after each write
};

struct LyingDiskOptions
{
    std::uint32_t blockSizeBytes = 4096; // of the cache; sizeBytes must be a multiple
    std::uint32_t destageDelayMs = 1000; // background write-back, in both modes
    bool reorder = false;                // write back in random order (REORDERED)
    std::uint64_t seed = 0;              // of reorder; 0: the daemon draws one
    std::uint64_t maxDirtyBytes = 0;     // cache capacity; 0: the daemon's default (256 MiB)
    QString cutFilePath;                 // when set, creating this file also cuts power
    QString programPath;                 // empty: findProgram()
    int startTimeoutMs = 10000;
};

class LyingDiskProcess
{
public:
    LyingDiskProcess();
    ~LyingDiskProcess(); // kill()s a daemon still running: never leaves a mount behind
    LyingDiskProcess(const LyingDiskProcess &) = delete;
    LyingDiskProcess &operator=(const LyingDiskProcess &) = delete;

    // $DRIVEPROOF_LYINGDISK, else next to this executable, ../libexec, the build tree
    // (app/lyingdisk), /usr/libexec, /usr/local/libexec. Empty when none is executable.
    static QString findProgram();
    // Whether a FUSE file system is mounted exactly on dir (/proc/self/mountinfo).
    static bool isFuseMounted(const QString &dir);

    // Mounts mountDir (created if missing) and returns once disk.img is visible there.
    // backingPath holds the durable contents: created or extended to sizeBytes, kept.
    Result<bool> start(LyingDiskMode mode, std::uint64_t sizeBytes, const QString &backingPath,
                       const QString &mountDir, const LyingDiskOptions &options = {});
    // The simulated power cut (SIGUSR1): returns once the daemon has dropped its cache;
    // every request sent afterwards fails with EIO. The daemon keeps running.
    Result<bool> cutNow();
    // SIGKILL, then a lazy unmount (fusermount3 -u -z): the cache is lost, the backing
    // file keeps what had been written back. Also cleans up after cutNow().
    Result<bool> kill();
    // A clean shutdown (SIGTERM): the daemon writes its cache back, unmounts and exits.
    Result<bool> stop(int timeoutMs = 10000);

    bool isRunning() const;
    qint64 processId() const; // 0 when not running
    QString mountDir() const { return m_mountDir; }
    QString diskPath() const; // <mountDir>/disk.img
    QString output() const;   // what the daemon said, for error reports

private:
    Result<bool> waitUntilMounted(int timeoutMs);
    Result<bool> unmountLazily();
    void collectOutput() const;

    std::unique_ptr<QProcess> m_process;
    QString m_mountDir; // canonical, as /proc/self/mountinfo shows it
    mutable QString m_output;
};

} // namespace DriveProof::PowerLoss
