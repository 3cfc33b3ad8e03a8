// POSIX sockets for the witness and its clients (the core may not use QtNetwork):
// "HOST:PORT" / "[v6]:PORT" endpoints, a non-blocking listener, a connect with a deadline,
// and a wake-up eventfd for poll() loops. IPv4 and IPv6 alike.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <cstdint>
#include <optional>
#include <string>

namespace DriveProof::PowerLoss::Net {

struct Endpoint
{
    std::string host; // numeric address or name, without brackets
    std::uint16_t port = 0;
};

// "192.0.2.1:7070", "witness.lan:7070", "[fe80::1%eth0]:7070". nullopt when malformed.
std::optional<Endpoint> parseEndpoint(QStringView text);

// A non-blocking, close-on-exec listening socket; `boundPort` gets the port really bound
// (useful with port 0). -1 and `error` on failure.
int listenOn(const Endpoint &endpoint, std::uint16_t *boundPort, QString *error);

// A connected, non-blocking socket, or -1 and `error` after `timeoutMs`.
int connectTo(const Endpoint &endpoint, int timeoutMs, QString *error);

// What the other machine should type to reach a witness listening on `listenHost`:port —
// "192.0.2.7:7070", "[2001:db8::7]:7070", "[fe80::7%eth0]:7070" — for every address of this
// machine's interfaces that are up, loopback left out, when listening on a wildcard
// (0.0.0.0: IPv4; :: or empty: both); otherwise just the address it listens on.
QStringList addressesToType(const QString &listenHost, std::uint16_t port);

// Sends what a non-blocking socket takes now and removes it from `out`; false when the
// connection is broken.
bool sendSome(int fd, QByteArray &out);

// "address:port" of the peer, for display only (never used as a name on disk).
QString peerName(int fd);

std::int64_t monotonicNs();
std::int64_t realtimeNs();

// Wakes a poll() loop from another thread.
class Waker
{
public:
    Waker();
    ~Waker();
    Waker(const Waker &) = delete;
    Waker &operator=(const Waker &) = delete;
    int fd() const { return m_fd; }
    void wake();
    void drain();

private:
    int m_fd = -1;
};

} // namespace DriveProof::PowerLoss::Net
