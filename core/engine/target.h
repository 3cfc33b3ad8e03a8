// Opening a regular file for a job. Folders, existing files named by the user, leftover
// cleanup and block devices belong to the targets layer above; this is the small part the
// engine needs: open (O_DIRECT when asked, buffered when the file system refuses it),
// preallocate, and fill before read tests so reads hit real data.
#pragma once

#include <cstdint>
#include <string>

#include <atomic>
#include <functional>

namespace DriveProof::Engine {

struct FileTargetOptions
{
    std::string path;
    std::uint64_t size = 0; // preallocated (and filled) up to this many bytes
    bool direct = true;
    bool create = true; // O_CREAT; the caller deletes what it created
    bool fill = false;  // write incompressible data over [0, size) first
    std::uint64_t seed = 1;
    // The fill of a large file takes a while: it reports the fraction done and stops
    // (error ECANCELED) within one 1 MiB chunk of the flag being set.
    const std::atomic<bool> *cancel = nullptr;
    std::function<void(double)> fillProgress;
};

// Owns the fd. Move-only. Errors carry errno and what was being done.
class FileTarget
{
public:
    FileTarget() = default;
    ~FileTarget();
    FileTarget(FileTarget &&other) noexcept;
    FileTarget &operator=(FileTarget &&other) noexcept;
    FileTarget(const FileTarget &) = delete;
    FileTarget &operator=(const FileTarget &) = delete;

    // Returns false and sets error()/errorText() on failure.
    bool open(const FileTargetOptions &options);
    void close() noexcept;

    int fd() const noexcept { return m_fd; }
    bool directIo() const noexcept { return m_direct; }
    // Set when O_DIRECT was asked for but refused (EINVAL, e.g. tmpfs): the run is
    // buffered and the page cache is in the numbers.
    bool bufferedFallback() const noexcept { return m_fallback; }
    const std::string &note() const noexcept { return m_note; }
    int error() const noexcept { return m_error; }
    const std::string &errorText() const noexcept { return m_errorText; }

private:
    bool fail(int error, const std::string &what);
    bool prepare(const FileTargetOptions &options);

    int m_fd = -1;
    bool m_direct = false;
    bool m_fallback = false;
    std::string m_note;
    int m_error = 0;
    std::string m_errorText;
};

} // namespace DriveProof::Engine
