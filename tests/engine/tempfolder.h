// A folder of our own for files-tier tests (mkdtemp under $TMPDIR, else /tmp, or a given
// parent), removed with everything in it when the test ends. Tests never write elsewhere.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>

class TempFolder
{
public:
    explicit TempFolder(std::string parent = {})
    {
        if (parent.empty()) {
            const char *tmp = std::getenv("TMPDIR");
            parent = (tmp && *tmp) ? tmp : "/tmp";
        }
        std::string templ = parent + "/driveproof-engine-XXXXXX";
        if (mkdtemp(templ.data()))
            m_path = templ;
    }
    ~TempFolder()
    {
        std::error_code ec;
        if (!m_path.empty())
            std::filesystem::remove_all(m_path, ec);
    }
    TempFolder(const TempFolder &) = delete;
    TempFolder &operator=(const TempFolder &) = delete;

    bool isValid() const { return !m_path.empty(); }
    const std::string &path() const { return m_path; }
    std::string file(const std::string &name) const { return m_path + "/" + name; }

private:
    std::string m_path;
};
