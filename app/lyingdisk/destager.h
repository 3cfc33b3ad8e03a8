// The drive's firmware emptying its write cache in the background: every tick it writes
// back the blocks whose deadline passed, and it notices a cut even while no request comes.
#pragma once

#include <atomic>
#include <thread>

namespace DriveProof::LyingDisk {

struct Disk;

class Destager
{
public:
    explicit Destager(Disk &disk);
    ~Destager(); // stop()s

    // Starts the thread with every signal blocked in it, so SIGUSR1/SIGTERM reach the FUSE
    // loop's thread and interrupt its read of /dev/fuse.
    void start();
    void stop();

private:
    void run();

    Disk &m_disk;
    std::atomic<bool> m_stopping{false};
    std::thread m_thread;
};

} // namespace DriveProof::LyingDisk
