#include "destager.h"

#include "disk.h"

#include <signal.h>

#include <chrono>
#include <cstdio>
#include <cstring>

namespace DriveProof::LyingDisk {

namespace {
// Short enough that a block is written back within ~2 ms of its deadline and a cut file is
// seen promptly; long enough to cost nothing measurable.
constexpr std::chrono::milliseconds tick{2};
} // namespace

Destager::Destager(Disk &disk)
    : m_disk(disk)
{}

Destager::~Destager()
{
    stop();
}

void Destager::start()
{
    sigset_t all;
    sigset_t previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    m_thread = std::thread([this] { run(); });
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
}

void Destager::stop()
{
    m_stopping.store(true);
    if (m_thread.joinable())
        m_thread.join();
}

void Destager::run()
{
    bool reported = false;
    while (!m_stopping.load()) {
        if (m_disk.powerLost())
            return; // nothing reaches the platter after the cut
        const int error = m_disk.cache.destageDue(BlockCache::Clock::now());
        if (error != 0 && !reported) {
            std::fprintf(stderr, "driveproof-lyingdisk: cannot write back to %s: %s\n",
                         m_disk.backingPath.c_str(), std::strerror(-error));
            reported = true;
        }
        std::this_thread::sleep_for(tick);
    }
}

} // namespace DriveProof::LyingDisk
