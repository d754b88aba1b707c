import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The reference product refuses to run without its sentinel element (spec section 8).
if (!document.getElementById("37142846")) alert("Something went wrong with your Script, Please contact to the script author");

startTransition(() => {
  hydrateRoot(document, <StrictMode><HydratedRouter /></StrictMode>);
});
